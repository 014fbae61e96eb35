// After the build: robots.txt pointing at the sitemap, and the headers file.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { readSiteSettings } from "../content/site-settings"
import { writeHeadersFile } from "./security-headers"

export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const { siteUrl } = readSiteSettings()
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
  fs.writeFileSync(path.join("public", "robots.txt"), robots)
  writeHeadersFile("public")
}
