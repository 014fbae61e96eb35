// Debian's Chromium, as every browser test and tool here launches it (scripts/chromium.json).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import chromium from "../scripts/chromium.json"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromium.defaultPath
/** For a test of what only the whole browser does: its PDF viewer, its fetch of the favicon and the
 * manifest, and a page left without input until the visitor moves (the shell moves the mouse at load). */
export const WHOLE_BROWSER = { tag: "@whole-browser" }
/** Chromium's headless shell (Debian's chromium-headless-shell): the same Blink and V8 without
 * the browser around them, so half the CPU for a page. It has no PDF viewer, which the tests of
 * the viewer take the whole browser for. Another Chromium named by CHROMIUM_PATH serves for both. */
export const CHROMIUM_SHELL_PATH = process.env.CHROMIUM_SHELL_PATH ?? (CHROMIUM_PATH === chromium.defaultPath ? chromium.shellPath : CHROMIUM_PATH)
export const CHROMIUM_ARGS = chromium.args

/** The browsers' own temporary files (a print or a download cut short leaves one behind) go into
 * a folder of the test run's, which the run's global teardown removes (e2e/global-teardown.ts).
 * Its name is short: Chromium's singleton socket lies two folders below it, within 107 bytes. */
export const BROWSER_TMPDIR = path.join(os.tmpdir(), "browsers")
const SOCKET = "/.org.chromium.Chromium.XXXXXX/SingletonSocket"
if (Buffer.byteLength(BROWSER_TMPDIR + SOCKET) > 107) {
  throw new Error(
    `Chromium cannot start with its temporary files in ${BROWSER_TMPDIR}: its socket's path would pass 107 bytes. Set TMPDIR to a shorter folder.`,
  )
}
fs.mkdirSync(BROWSER_TMPDIR, { recursive: true })
export const BROWSER_ENV = { ...process.env, TMPDIR: BROWSER_TMPDIR }

/** A small touch phone, for tests of what a tap does. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true }
