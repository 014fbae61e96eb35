// The few brand settings gatsby-config and post-build need before GraphQL exists.
import fs from "node:fs"
import path from "node:path"

export type SiteSettings = { productName: string; tagline: string; description: string; siteUrl: string; themeColor: string }

export function readSiteSettings(root = process.cwd()): SiteSettings {
  const file = path.join(root, "content", "site.json")
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } catch {
    // The content check that runs next names the line; the config only needs to load.
    return { productName: "", tagline: "", description: "", siteUrl: "https://example.com", themeColor: "#0b3b5c" }
  }
}
