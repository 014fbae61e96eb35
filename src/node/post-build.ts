// After the build: robots.txt pointing at the sitemap, the pages' inline scripts made the
// same on every page, then the headers file, whose policy hashes those final scripts.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { readSiteSettings } from "../content/site-settings"
import { shareInlineScriptsInBuild } from "./shared-inline-scripts"
import { writeHeadersFile } from "./security-headers"

export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const { siteUrl } = readSiteSettings()
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
  fs.writeFileSync(path.join("public", "robots.txt"), robots)
  shareInlineScriptsInBuild("public")
  writeHeadersFile("public")
}
