// `npm run cms` on a copy of the site, as a writer runs it: Decap's local backend saving into the
// copy's content/, the develop server on a free port, and the built editor on the browser tests'
// port, as `npm run serve` serves it on 9000.
import { spawn, type ChildProcess } from "node:child_process"
import { freePort, until } from "../src/test/processes"
import { plain } from "../src/test/site-copy"
import { SERVE_PORT } from "../playwright.config"

export type CmsRun = { child: ChildProcess; developOrigin: string; said: string; lastSaidAt: number }

/** `npm run cms` started in `site`: the process, its develop server's origin, all it has printed so far, and when it last printed. */
export async function startCms(site: string): Promise<CmsRun> {
  const port = await freePort()
  const child = spawn(process.execPath, ["scripts/cms.mjs"], {
    cwd: site,
    env: { ...process.env, DEVELOP_PORT: String(port), SERVE_PORT: String(SERVE_PORT) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  const run: CmsRun = { child, developOrigin: `http://localhost:${port}`, said: "", lastSaidAt: Date.now() }
  const collect = (chunk: Buffer) => {
    run.said += String(chunk)
    run.lastSaidAt = Date.now()
  }
  child.stdout!.on("data", collect)
  child.stderr!.on("data", collect)
  return run
}

/** `error`, followed by the last of what `npm run cms` printed, for a wait on it that failed. */
export const withCmsOutput = (run: CmsRun) => (error: Error) =>
  Promise.reject(new Error(`${error.message}\n--- npm run cms said:\n${plain(run.said).slice(-4000)}`))

/** The develop server's editor address, once `npm run cms` prints it, within `seconds`. */
export const editorAddressSaid = (run: CmsRun, seconds: number) =>
  until("the editor's address", () => run.said.match(/The content editor is at (\S+)/)?.[1], seconds).catch(withCmsOutput(run))
