// After the build: robots.txt pointing at the sitemap, the pages' scripts set to start on the
// first interaction, then the headers file, whose policy hashes the final inline scripts.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { readSiteSettings } from "../content/site-settings"
import { startScriptsOnInteractionInBuild } from "./scripts-on-interaction"
import { writeHeadersFile } from "./security-headers"

export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const { siteUrl } = readSiteSettings()
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
  fs.writeFileSync(path.join("public", "robots.txt"), robots)
  startScriptsOnInteractionInBuild("public")
  writeHeadersFile("public")
}
