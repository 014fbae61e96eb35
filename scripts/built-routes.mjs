// The routes of the production build in public/: every sitemap page, in a stable order,
// then a missing path that gets the 404 page.
import fs from "node:fs"
import path from "node:path"

export const PUBLIC_DIR = path.resolve(import.meta.dirname, "..", "public")
export const NOT_FOUND_PATH = "/no-such-page"

export function builtRoutes() {
  const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8")
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  return [...paths.sort((a, b) => a.length - b.length || a.localeCompare(b)), NOT_FOUND_PATH]
}
