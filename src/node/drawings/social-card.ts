// A page's 1200×630 sharing card (the landing page's og-image.png too): the brand,
// the page's own heading, a line of its description and its address. Laid out by satori, made
// for such cards, which draws the text as shapes from the fonts the legal PDFs embed (Inter, and
// Noto for the symbols Inter has not: src/node/legal/pdf-fonts.ts),
// so a card looks the same on every machine; sharp, already the site's image tool, makes the PNG.
import fs from "node:fs"
import path from "node:path"
import React from "react"
import satori from "satori"
import sharp from "sharp"
import { NAVY } from "./drawing-colors"
import { fontData } from "../legal/pdf-fonts"
import shape from "../../components/layout/brand-mark.json"

export const CARD = { width: 1200, height: 630 }

/** What a card is drawn from: a change to any of it draws the card again. */
export type CardFacts = { productName: string; heading: string; description: string; address: string }

const h = React.createElement
// Each font as satori reads it: the card's text is in Inter; a character Inter has not is drawn by the next family that has it.
const families = () =>
  [
    { name: "Inter", data: fontData("regular"), weight: 400, style: "normal" },
    { name: "Inter", data: fontData("bold"), weight: 700, style: "normal" },
    { name: "Noto Sans Math", data: fontData("math"), weight: 400, style: "normal" },
    { name: "Noto Sans Symbols 2", data: fontData("symbols"), weight: 400, style: "normal" },
  ] as const

// The brand mark as the site draws it (brand-mark.json), drawn once at its size on the card and laid on each card
// after the text is drawn: as an image inside the card's SVG, it took a sixth of each card's time.
const MARK = 96
let markPng: Promise<Buffer> | undefined
const mark = () => {
  markPng ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${MARK}" height="${MARK}" viewBox="0 0 64 64"><rect width="64" height="64" rx="${shape.cornerRadius}" fill="${NAVY}"/><path d="${shape.page}" fill="#fff"/><path d="${shape.check}" fill="none" stroke="${shape.checkColor}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
    ),
  )
    .png()
    .toBuffer()
    // A mark that failed to draw is drawn again for the next card, not failed for every one.
    .catch((error: unknown) => {
      markPng = undefined
      throw error
    })
  return markPng
}

// A long heading takes a smaller size, so that up to three lines fit.
const headingSize = (heading: string) => (heading.length <= 40 ? 64 : heading.length <= 80 ? 54 : 44)

// Satori sizes boxes without their padding and border, so the content's box is sized here.
const BAR = 12
const MARGIN = { top: 70, side: 80, bottom: 56 }
const CONTENT = { width: CARD.width - 2 * MARGIN.side, height: CARD.height - BAR - MARGIN.top - MARGIN.bottom }

function card({ productName, heading, description, address }: CardFacts) {
  const clamp = (lines: number) => ({ display: "block", width: CONTENT.width, lineClamp: lines }) as const
  return h(
    "div",
    {
      style: {
        display: "flex",
        width: CARD.width,
        height: CARD.height,
        flexDirection: "column",
        background: "#f8fafc",
        fontFamily: "Inter, Noto Sans Math, Noto Sans Symbols 2",
      },
    },
    // The bar along the top, a box of its own: as a border, satori clips it three times over.
    h("div", { style: { width: CARD.width, height: BAR, background: NAVY } }),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", marginTop: MARGIN.top, marginLeft: MARGIN.side, ...CONTENT } },
      h(
        "div",
        // As tall as the mark, so that its place is the same whatever the product's name.
        { style: { display: "flex", alignItems: "center", gap: 20, height: MARK } },
        // The mark's place: it is laid there after the text is drawn (drawCard).
        h("div", { style: { width: MARK, height: MARK, flexShrink: 0 } }),
        h("span", { style: { fontSize: 44, fontWeight: 700, color: "#0f172a" } }, productName),
      ),
      h("div", { style: { ...clamp(3), marginTop: 56, fontSize: headingSize(heading), fontWeight: 700, lineHeight: 1.15, color: NAVY } }, heading),
      h("div", { style: { ...clamp(2), marginTop: 24, fontSize: 30, lineHeight: 1.35, color: "#334155" } }, description),
      h("div", { style: { marginTop: "auto", fontSize: 26, color: "#0f766e" } }, address),
    ),
  )
}

/** Draws the card of `facts` as a PNG at `out`. */
export async function drawCard(facts: CardFacts, out: string): Promise<void> {
  const svg = await satori(card(facts), {
    ...CARD,
    fonts: [...families()],
  })
  fs.mkdirSync(path.dirname(out), { recursive: true })
  await sharp(Buffer.from(svg))
    .composite([{ input: await mark(), left: MARGIN.side, top: BAR + MARGIN.top }])
    .png()
    .toFile(out)
}
