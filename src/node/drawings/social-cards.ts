// Every page's and legal document's sharing card (src/node/drawings/social-card.ts), drawn with the legal
// PDFs (src/node/drawings/drawings.ts): each once per content, kept in Gatsby's cache under a key of what it
// is drawn from and of its renderer.
import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { cardHeading, cardPath } from "../../vocabulary/card-paths"
import type { Drawings } from "./drawings"
import type { CardFacts } from "./social-card"

export type CardData = {
  siteJson: { productName: string; siteUrl: string }
  allContentPage: { nodes: Array<{ path: string; title: string; description: string; sections: Array<{ __typename: string; heading?: string }> }> }
  allLegalDocument: { nodes: Array<{ path: string; title: string; description: string }> }
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

/** Hands every card to `drawings`. */
export async function drawSocialCards({ graphql }: CreatePagesArgs, drawings: Drawings): Promise<void> {
  const { data } = await graphql<CardData>(`{
    siteJson { productName siteUrl }
    allContentPage { nodes { path title description sections { __typename ... on OpeningSection { heading } } } }
    allLegalDocument { nodes { path title description } }
  }`)
  for (const { out, facts } of cardDrawings(data!)) drawings.card(facts, out)
}
