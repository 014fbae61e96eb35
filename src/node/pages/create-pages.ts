// Makes one page per file in content/pages/, from src/templates/page.tsx, or, for a page with a date
// (an article), src/templates/article.tsx, and one more for each later twelve of its list of pages (/insights/page/2).
// Makes one page per legal document in content/legal/, all from one template, and its PDF
// from the same text. A PDF supplied by counsel at static/<pdf> is published instead, once
// its text is found to match the page's. Each earlier version from the repository's history
// gets a page and a PDF of its own, and a page of what changed in the version after it, with a
// PDF of that comparison. The PDFs are drawn with the sharing cards (src/node/drawings/drawings.ts); the
// last build's PDFs this one does not write are removed from public/.
import fs from "node:fs"
import path from "node:path"
import type { CreatePagesArgs, Reporter } from "gatsby"
import { blockText, relinked, type LegalBlockView } from "../../vocabulary/legal-text"
import { siteSchema } from "../../vocabulary/schema"
import type { LegalChangesPdfInput } from "../legal/legal-changes-pdf"
import { removeUnwrittenPdfs } from "../drawings/drawing-cache"
import type { Drawings } from "../drawings/drawings"
import { checkPdfText } from "../legal/legal-pdf-check"
import { isLive, type Schedule } from "../../vocabulary/publishing"
import { listPages } from "../../vocabulary/list-pages"

type LegalDoc = {
  id: string
  path: string
  pdf: string
  title: string
  sourceFile: string
  lastUpdatedIso: string
  lastUpdatedDisplay: string
  blocks: LegalBlockView[]
}
type LegalRevision = { id: string; path: string; pdf: string; title: string; lastUpdated: { iso: string; display: string }; blocks: LegalBlockView[] }
type LegalPages = {
  allLegalDocument: { nodes: LegalDoc[] }
  allLegalRevision: { nodes: LegalRevision[] }
  allLegalChanges: {
    nodes: Array<
      { id: string; path: string; pdf: string; from: { date: LegalChangesPdfInput["from"] }; to: { date: LegalChangesPdfInput["to"] } } & Omit<
        LegalChangesPdfInput,
        "productName" | "labels" | "from" | "to"
      >
    >
  }
  siteJson: { productName: string; siteUrl: string; legal: { lastUpdated: string; archive: LegalChangesPdfInput["labels"] } }
  allContentPage: { nodes: Array<{ id: string; path: string; date: string | null; sections: Array<{ pageCount?: number }> } & Schedule> }
  siteDay: { today: string }
}

const TEMPLATE = path.resolve("src/templates/legal-document.tsx")
const PAGE_TEMPLATE = path.resolve("src/templates/page.tsx")
const ARTICLE_TEMPLATE = path.resolve("src/templates/article.tsx")
/** The templates of the pages and documents. */
export const CONTENT_TEMPLATES = [PAGE_TEMPLATE, ARTICLE_TEMPLATE, TEMPLATE]
// What a PDF is drawn from in each block (the template's page query reads the same fields).
const BLOCK_FIELDS = "kind id runs { text href strong em } items { text href strong em }"
// What a comparison's PDF is drawn from, as its page reads it.
const CHANGE_FIELDS = "change kind movedFrom anchor words { text change } items { change words { text change } }"
const ARCHIVE_FIELDS = Object.keys(siteSchema.shape.legal.shape.archive.shape).join(" ")

/** The pages and legal documents, and the PDFs `drawings` is to draw. */
export async function createSitePages({ graphql, actions, reporter, cache }: CreatePagesArgs, drawings: Drawings): Promise<void> {
  const result = await graphql<LegalPages>(`{
    allLegalDocument {
      nodes {
        id path pdf title sourceFile
        lastUpdatedIso: lastUpdated(formatString: "YYYY-MM-DD")
        lastUpdatedDisplay: lastUpdated(formatString: "MMMM D, YYYY")
        blocks { ${BLOCK_FIELDS} }
      }
    }
    allLegalRevision {
      nodes { id path pdf title lastUpdated { iso display } blocks { ${BLOCK_FIELDS} } }
    }
    allLegalChanges {
      nodes {
        id path pdf title from { date { display } } to { date { iso display } }
        summary { kind count }
        sections { change heading id formerHeading anchor headingWords { text change } blocks { ${CHANGE_FIELDS} } }
      }
    }
    siteJson { productName siteUrl legal { lastUpdated archive { ${ARCHIVE_FIELDS} } } }
    allContentPage { nodes { id path date publish until sections { ... on PageListSection { pageCount } } } }
    siteDay { today }
  }`)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the pages and the legal documents", result.errors)
    return
  }
  const { allLegalDocument, allLegalRevision, allLegalChanges, siteJson, allContentPage, siteDay } = result.data
  const written: string[] = []
  // A PDF is read where it was saved too: its links to the site's pages name the site.
  const onPaper = (blocks: readonly LegalBlockView[]) => relinked(blocks, (href) => (href.startsWith("/") ? `${siteJson.siteUrl}${href}` : href))
  const pdf = (drawing: Parameters<Drawings["pdf"]>[0], file: string) => {
    written.push(file)
    drawings.pdf(drawing, path.join("public", file))
  }
  // A page is built from its first day to its last (src/vocabulary/publishing.ts), a page for each twelve of its list's pages.
  for (const page of allContentPage.nodes.filter((page) => isLive(page, siteDay.today))) {
    const count = Math.max(1, ...page.sections.map((section) => section.pageCount ?? 1))
    for (const { path: address, listPage } of listPages(page.path, count))
      actions.createPage({ path: address, component: page.date ? ARTICLE_TEMPLATE : PAGE_TEMPLATE, context: { id: page.id, listPage } })
  }
  for (const doc of allLegalDocument.nodes) {
    actions.createPage({ path: doc.path, component: TEMPLATE, context: { id: doc.id } })
    const lastUpdated = { iso: doc.lastUpdatedIso, display: doc.lastUpdatedDisplay, label: siteJson.legal.lastUpdated }
    const counselPdf = path.join("static", doc.pdf)
    if (fs.existsSync(counselPdf)) {
      const pageTexts = [doc.title, `${lastUpdated.label}: ${lastUpdated.display}`, ...doc.blocks.map(blockText)]
      await checkCounselPdf(counselPdf, doc.sourceFile, pageTexts, reporter)
    } else {
      pdf({ kind: "document", input: { title: doc.title, productName: siteJson.productName, lastUpdated, blocks: onPaper(doc.blocks) } }, doc.pdf)
    }
  }
  for (const revision of allLegalRevision.nodes) {
    actions.createPage({ path: revision.path, component: TEMPLATE, context: { id: revision.id } })
    const lastUpdated = { ...revision.lastUpdated, label: siteJson.legal.lastUpdated }
    pdf({ kind: "document", input: { title: revision.title, productName: siteJson.productName, lastUpdated, blocks: onPaper(revision.blocks) } }, revision.pdf)
  }
  for (const { id, path: page, pdf: changesPdf, from, to, ...changes } of allLegalChanges.nodes) {
    actions.createPage({ path: page, component: TEMPLATE, context: { id } })
    const input = { ...changes, from: from.date, to: to.date, productName: siteJson.productName, labels: siteJson.legal.archive }
    pdf({ kind: "comparison", input }, changesPdf)
  }
  if (process.env.gatsby_executing_command !== "build") return
  // A build starts from the last build's public/ where Netlify kept it (develop serves its own).
  const removed = removeUnwrittenPdfs(cache.directory, written)
  if (removed.length) reporter.info(`Legal PDFs no longer published, removed from public/: ${removed.join(", ")}`)
}

async function checkCounselPdf(file: string, sourceFile: string, pageTexts: string[], reporter: Reporter) {
  const { tagged, difference } = await checkPdfText(new Uint8Array(fs.readFileSync(file)), pageTexts)
  if (!tagged)
    reporter.warn(
      `${file} is an untagged PDF: screen readers cannot move through it by headings. Ask for a tagged PDF, or remove it to publish the one built from ${sourceFile}.`,
    )
  if (difference)
    reporter.panicOnBuild(
      `${sourceFile}: the text differs from ${file}: ${difference}. Make them say the same, or remove ${file} to publish a PDF built from the text.`,
    )
}
