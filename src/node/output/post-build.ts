// After the build: the sharing cards and legal PDFs drawn beside it waited for, robots.txt pointing at the
// sitemap, security.txt, the Atom feeds, what an earlier build left in public/ and this one does
// not make removed, the search index, every page given this build's stylesheet, the pages' scripts
// set to start on the first interaction, then the redirects file and the headers file, whose
// policy hashes the final inline scripts.
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { counted } from "../../vocabulary/counted"
import { drawingsMade } from "../drawings/drawings"
import { writeFeeds } from "./feeds"
import { inlineCurrentStyles } from "./current-styles"
import { removeStaleFiles } from "../cache/stale-files"
import { startScriptsOnInteractionInBuild } from "./scripts-on-interaction"
import { writeRedirectsFile } from "../headers/redirects"
import { renderedPageFiles, writeHeadersFile } from "../headers/security-headers"
import { writeSecurityTxt, type SecurityPolicy } from "../headers/security-txt"
import { removeSearchIndex, SEARCH_INDEX_FOLDER, writeSearchIndex } from "./search-index"

// The site's address from the data the pages were built from: content/ was checked before.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  if (!(await drawingsMade(reporter))) return
  const { data } = await graphql<{ site: { siteMetadata: { siteUrl: string } }; siteJson: { security: SecurityPolicy } }>(
    `{ site { siteMetadata { siteUrl } } siteJson { security { contact expires } } }`,
  )
  const siteUrl = data!.site.siteMetadata.siteUrl
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
  fs.writeFileSync(path.join("public", "robots.txt"), robots)
  writeSecurityTxt(data!.siteJson.security, siteUrl)
  const feeds = await writeFeeds(graphql)
  removeSearchIndex("public")
  const stale = removeStaleFiles(store, ["_headers", "_redirects"])
  if (stale.length) reporter.info(`Removed ${counted(stale.length, "file")} an earlier build left in public/ that this one does not make: ${stale.join(", ")}`)
  const searched = writeSearchIndex("public")
  reporter.info(`Search: ${counted(searched, "page")} indexed in public/${SEARCH_INDEX_FOLDER}/`)
  const restyled = inlineCurrentStyles("public")
  if (restyled) reporter.info(`${counted(restyled, "page")} kept from the last build were given this build's stylesheet`)
  startScriptsOnInteractionInBuild("public")
  writeRedirectsFile(store)
  writeHeadersFile("public", renderedPageFiles([...store.getState().pages.keys()]), feeds)
}
