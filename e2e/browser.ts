// Debian's Chromium, as every browser test and tool here launches it (scripts/chromium.json).
import chromium from "../scripts/chromium.json"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromium.defaultPath
export const CHROMIUM_ARGS = chromium.args

/** A small touch phone, for tests of what a tap does. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }
