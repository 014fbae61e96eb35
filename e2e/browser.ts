// Debian's Chromium, as every browser test and tool here launches it (scripts/chromium.json).
import chromium from "../scripts/chromium.json"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromium.defaultPath
export const CHROMIUM_ARGS = chromium.args
