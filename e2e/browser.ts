// Debian's Chromium, as every browser test and tool here launches it.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
]
