// Fixture sites that tests only read, built once per `npm test` and shared by every test file
// that reads them, in Jest's workers and Playwright's alike: a build is some forty seconds of both
// cores. npm test names their folder (TEST_SITES) and removes it at the end; a test file run
// without it builds a site of its own, in a folder of its own.
import fs from "node:fs"
import path from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { gatsbyBuild } from "./site-copy"
import { siteWithLegalHistory } from "./legal-history"
import { addPhonePhoto } from "./phone-photo"

export type SiteBuild = { dir: string; status: number | null; output: string }

const SITES = {
  // The legal documents' history, the pages a writer adds, and a phone's photo.
  writers: async (dir: string) => {
    siteWithLegalHistory(dir)
    await addPhonePhoto(dir)
  },
}

/** The site `name`, built: by this process if it is the first to ask, or else as another built it. `ownFolder` makes a folder when there is no shared one. */
export async function sharedSite(name: keyof typeof SITES, ownFolder: (prefix: string) => string): Promise<SiteBuild> {
  const shared = process.env.TEST_SITES
  if (!shared) return build(ownFolder(`${name}-`), SITES[name])
  const dir = path.join(shared, name)
  const result = `${dir}.json`
  fs.mkdirSync(shared, { recursive: true })
  try {
    fs.mkdirSync(dir) // made by one process alone: the one that builds
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    for (let waited = 0; !fs.existsSync(result); waited += 500) {
      if (waited > 15 * 60_000) throw new Error(`The shared site ${dir} was not built within 15 minutes`)
      await sleep(500)
    }
    return JSON.parse(fs.readFileSync(result, "utf8"))
  }
  // Whatever happens, a result is written, so that no other test waits for it in vain.
  const built = await build(dir, SITES[name]).catch((error: Error): SiteBuild => ({ dir, status: null, output: error.stack ?? String(error) }))
  fs.writeFileSync(`${result}.part`, JSON.stringify(built))
  fs.renameSync(`${result}.part`, result)
  return built
}

async function build(dir: string, make: (dir: string) => Promise<void>): Promise<SiteBuild> {
  await make(dir)
  return { dir, ...(await gatsbyBuild(dir)) }
}
