// Every built page carries this build's stylesheet. Gatsby inlines the site's CSS into each
// page's HTML, but with slices on it renders a page again only when its data changed: after a
// change to the styles alone, a build that kept .cache and public/ would leave every page with
// the old CSS. So after each build, a page whose inlined stylesheet is not this build's gets it.
import fs from "node:fs"
import path from "node:path"
import { listFiles } from "../pages/list-files"

const INLINED = /<style data-href="\/(styles\.[\w]+\.css)" data-identity="gatsby-global-css">[\s\S]*?<\/style>/

/** The stylesheet this build made, as named in webpack's stats for the app. */
export function currentStylesheet(publicDir: string): string {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { assetsByChunkName: Record<string, string[]> }
  const sheet = stats.assetsByChunkName.app?.find((asset) => /^styles\.\w+\.css$/.test(asset))
  if (!sheet) throw new Error("webpack.stats.json names no stylesheet for the app")
  return sheet
}

/** Puts this build's stylesheet into every page that inlines an older one; returns how many it changed. */
export function inlineCurrentStyles(publicDir: string): number {
  const sheet = currentStylesheet(publicDir)
  const inlined = `<style data-href="/${sheet}" data-identity="gatsby-global-css">${fs.readFileSync(path.join(publicDir, sheet), "utf8")}</style>`
  let changed = 0
  for (const file of listFiles(publicDir).filter((name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(file, "utf8")
    const found = html.match(INLINED)
    if (!found || found[1] === sheet) continue
    fs.writeFileSync(
      file,
      html.replace(INLINED, () => inlined),
    )
    changed++
  }
  return changed
}
