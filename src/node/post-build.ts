// After the build: robots.txt pointing at the sitemap, from the site URL in content.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { readSiteSettings } from "../content/site-settings"

export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const { siteUrl } = readSiteSettings()
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
  fs.writeFileSync(path.join("public", "robots.txt"), robots)
}
