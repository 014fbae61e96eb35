// The PDF of what changed between two versions of a legal document, for compliance staff to file:
// drawn by the legal documents' renderer, tagged, with the page's summary and sections. On paper
// removed words are struck through and added ones underlined; in the tags each mark also says
// "Removed" or "Added", and each section or block its change, in words, not colour alone. A
// paragraph rewritten whole is drawn whole, its earlier text and then its new one.
import type { LegalChangeCount, LegalSectionChange, LegalWord } from "../../vocabulary/legal-diff"
import { isRewritten, REWRITTEN, wordsOnly } from "../../vocabulary/legal-rewritten"
import type { SiteContent } from "../../vocabulary/schema"
import { INK, MUTED, NAVY } from "../drawings/drawing-colors"
import { closeLegalPdf, drawHeading, openLegalPdf, write } from "./legal-pdf"

type ArchiveLabels = SiteContent["legal"]["archive"]
type Words = readonly { readonly text: string; readonly change?: LegalWord["change"] }[]
export type LegalChangesPdfInput = {
  title: string
  productName: string
  from: { display: string }
  to: { iso: string; display: string }
  summary: readonly Pick<LegalChangeCount, "kind" | "count">[]
  sections: readonly (Omit<LegalSectionChange, "blocks" | "headingWords"> & {
    headingWords: Words | null
    blocks: readonly {
      change: string
      kind: string
      movedFrom: string | null
      words: Words | null
      items: readonly { change: string | null; words: Words }[] | null
    }[]
  })[]
  labels: ArchiveLabels
}
type Doc = PDFKit.PDFDocument
type Element = PDFKit.PDFStructureElement

export function renderLegalChangesPdf(input: LegalChangesPdfInput, out: string): Promise<void> {
  const { labels } = input
  const heading = `${labels.changesHeading}: ${input.title}`
  const { doc, root, done } = openLegalPdf({ title: heading, productName: input.productName, iso: input.to.iso }, out)
  root.add(doc.struct("H1", {}, () => write(doc.fontSize(20).fillColor(NAVY), [{ text: heading, weight: "bold" }])))
  doc.moveDown(0.3)
  root.add(
    doc.struct("P", {}, () =>
      write(doc.fontSize(10).fillColor(MUTED), [{ text: `${labels.earlierVersion}: ${input.from.display} · ${labels.replacedBy}: ${input.to.display}` }]),
    ),
  )
  doc.moveDown(0.6)
  if (!input.sections.length) root.add(doc.struct("P", {}, () => write(doc.fontSize(11).fillColor(INK), [{ text: labels.onlyDateChanged }])))
  else {
    drawHeading(doc, root, "h2", labels.summary)
    const summary = doc.struct("L")
    root.add(summary)
    for (const { kind, count } of input.summary)
      summary.add(listItem(doc, [() => write(doc.fontSize(11).fillColor(INK), [{ text: `${labels[kind]}: ${count}`, options: { indent: 12, lineGap: 3 } }])]))
    summary.end()
  }
  for (const section of input.sections) {
    const sect = doc.struct("Sect")
    root.add(sect)
    drawHeading(doc, sect, "h2", section.heading ?? input.title)
    if (section.change)
      note(
        doc,
        sect,
        section.change === "renumbered" || section.change === "reworded"
          ? `${labels[section.change]}. ${labels.formerly}: ${section.formerHeading}`
          : labels[section.change],
      )
    if (section.headingWords) paragraph(doc, sect, section.headingWords, labels, true)
    const whole = section.change === "added" || section.change === "removed"
    for (const block of section.blocks) {
      if (!whole)
        note(doc, sect, block.movedFrom ? `${labels.moved}. ${labels.movedFrom} ${block.movedFrom}` : labels[block.change as "added" | "removed" | "changed"])
      const announce = !whole && block.change !== "added" && block.change !== "removed"
      if (block.words && announce && isRewritten(block.words)) {
        sect.add(doc.struct("P", {}, () => write(doc.fontSize(10).fillColor(MUTED), [{ text: REWRITTEN }])))
        doc.moveDown(0.3)
        paragraph(doc, sect, wordsOnly(block.words, "removed"), labels, true)
        paragraph(doc, sect, wordsOnly(block.words, "added"), labels, true)
      } else if (block.words) paragraph(doc, sect, block.words, labels, announce)
      else {
        const list = doc.struct("L")
        sect.add(list)
        for (const item of block.items ?? []) {
          const prefix = item.change && announce ? `${labels[item.change as "added" | "removed" | "changed"]}: ` : ""
          list.add(
            listItem(doc, [
              () =>
                doc
                  .font("regular")
                  .fontSize(11)
                  .fillColor(item.change || block.change === "moved" ? INK : MUTED)
                  .text(`•  ${prefix}`, { indent: 12, continued: true, lineGap: 3 }),
              ...marked(doc, item.words, labels, announce && item.change === "changed"),
            ]),
          )
        }
        list.end()
        doc.moveDown(0.6)
      }
    }
    sect.end()
  }
  closeLegalPdf(doc, root, `${input.productName} · ${heading}`)
  return done
}

// What happened to a section or block, in words, above it.
function note(doc: Doc, parent: Element, text: string) {
  parent.add(
    doc.struct("P", {}, () => write(doc.fontSize(9).fillColor(MUTED), [{ text: text.toUpperCase(), weight: "bold", options: { characterSpacing: 0.5 } }])),
  )
  doc.moveDown(0.2)
}

function paragraph(doc: Doc, parent: Element, words: Words, labels: ArchiveLabels, announce: boolean) {
  parent.add(doc.struct("P", {}, marked(doc, words, labels, announce)))
  doc.moveDown(0.6)
}

const listItem = (doc: Doc, body: Array<Element | (() => void)>) => doc.struct("LI", {}, [doc.struct("LBody", {}, body)])

// Words on one flow of text: a removed stretch struck through, an added one underlined, each a
// Span whose text for screen readers and copying names the change, where the page announces it.
function marked(doc: Doc, words: Words, labels: ArchiveLabels, announce: boolean): Array<Element | (() => void)> {
  // Spacing that changed is not a change a reader needs: keep the new spacing, unmarked.
  const shown = words.flatMap((word) => (word.change && !word.text.trim() ? (word.change === "added" ? [{ text: word.text, change: null }] : []) : [word]))
  return shown.map(({ text, change }, i) => {
    const draw = () =>
      write(
        doc.fontSize(11).fillColor(INK),
        [{ text, options: { lineGap: 3, underline: change === "added", strike: change === "removed" } }],
        i === shown.length - 1,
      )
    return change ? doc.struct("Span", announce ? { actual: `[${labels[change]}: ${text}]` } : {}, draw) : draw
  })
}
