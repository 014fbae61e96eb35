// The tests' own site (src/test/fixture-site/): settings, a landing page, an about page, two legal
// documents, the founder's photo and the icons of static/. Writers edit content/ and static/; the
// tests hold the code to this copy, which only a test's need changes, so a writer's edit of the
// live site fails no test of the code (src/test/live-site-guard.ts).
import fs from "node:fs"
import path from "node:path"

export const FIXTURE_SITE = path.join(__dirname, "fixture-site")

/** The fixture site's content/ and static/, copied into `dir`: its content folder. */
export function copyFixtureSite(dir: string): string {
  for (const folder of ["content", "static"]) fs.cpSync(path.join(FIXTURE_SITE, folder), path.join(dir, folder), { recursive: true })
  return path.join(dir, "content")
}

/** A file of the fixture site, by its path there (`content/site.json`), as text. */
export const fixtureText = (file: string) => fs.readFileSync(path.join(FIXTURE_SITE, file), "utf8")

/** A file of the fixture site as bytes. */
export const fixtureBytes = (file: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURE_SITE, file)))
