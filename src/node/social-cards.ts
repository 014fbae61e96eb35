// Draws every page's and legal document's sharing card at build (src/node/social-card.ts), each
// once per content: kept in Gatsby's cache under a key of what it is drawn from, as the PDFs are.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { cardHeading, cardPath } from "../content/card-paths"
import { cachedDrawing } from "./pdf-cache"
import { drawCard, type CardFacts } from "./social-card"
import { FONT_FILES } from "./legal-pdf"

export type CardData = {
  siteJson: { productName: string; siteUrl: string }
  allContentPage: { nodes: Array<{ path: string; title: string; description: string; sections: Array<{ __typename: string; heading?: string }> }> }
  allLegalDocument: { nodes: Array<{ path: string; title: string; description: string }> }
}

// Read from the site's root at run time, as Gatsby bundles this file.
const RENDERER_FILES = [
  "src/node/social-card.ts",
  "src/node/pdf-fonts.ts",
  "src/components/layout/brand-mark.json",
  "node_modules/satori/package.json",
  "node_modules/sharp/package.json",
]
export const cardRenderer = () =>
  [...RENDERER_FILES.map((file) => path.resolve(file)), ...FONT_FILES]
    .reduce((hash, file) => hash.update(fs.readFileSync(file)), crypto.createHash("sha256"))
    .digest("hex")

// A kept card restored from elsewhere may be damaged: one that is not a whole PNG is drawn again.
function isWholePng(file: string): boolean {
  if (!fs.existsSync(file)) return false
  const bytes = fs.readFileSync(file)
  return bytes.subarray(1, 4).toString() === "PNG" && bytes.subarray(-8, -4).toString() === "IEND"
}

/** Each page's and document's card: where it is published and what it is drawn from (the landing page's from its own title and opening, as every page's). */
export function cardDrawings({ siteJson, allContentPage, allLegalDocument }: CardData): Array<{ out: string; facts: CardFacts }> {
  const host = new URL(siteJson.siteUrl).host
  const pages = [
    ...allContentPage.nodes.map((page) => ({ ...page, heading: cardHeading(page.title, page.sections) })),
    ...allLegalDocument.nodes.map((doc) => ({ ...doc, heading: doc.title })),
  ]
  return pages.map((page) => ({
    out: path.join("public", cardPath(page.path)),
    facts: { productName: siteJson.productName, heading: page.heading, description: page.description, address: `${host}${page.path === "/" ? "" : page.path}` },
  }))
}

export const drawSocialCards: GatsbyNode["createPages"] = async ({ graphql, reporter, cache }) => {
  const started = performance.now()
  const { data } = await graphql<CardData>(`{
    siteJson { productName siteUrl }
    allContentPage { nodes { path title description sections { __typename ... on OpeningSection { heading } } } }
    allLegalDocument { nodes { path title description } }
  }`)
  const kept = { cacheDir: cache.directory, folder: "social-cards", extension: "png", renderer: cardRenderer(), isWhole: isWholePng }
  const results = await Promise.all(cardDrawings(data!).map(({ out, facts }) => cachedDrawing(kept, facts, out, (file) => drawCard(facts, file))))
  const drawn = results.filter((result) => result === "drawn").length
  reporter.info(`Social cards: ${drawn} drawn, ${results.length - drawn} copied from the cache, in ${Math.round(performance.now() - started)} ms`)
}
