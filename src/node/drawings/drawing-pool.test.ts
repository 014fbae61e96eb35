/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { drawingPool } from "./drawing-pool"
import type { Drawing } from "./drawing-worker"
import { renderLegalPdf, type LegalPdfInput } from "../legal/legal-pdf"
import { drawCard } from "./social-card"
import { parseLegalText } from "../../vocabulary/legal-markdown"
import { site } from "../../test/content"
import { temporaryFolders } from "../../test/temporary-folders"

const folder = temporaryFolders(afterAll)
const document = (paragraph: string): LegalPdfInput => ({
  title: "Privacy Policy",
  productName: "Veridraft",
  lastUpdated: { iso: "2026-11-01", display: "November 1, 2026", label: "Last updated" },
  blocks: parseLegalText(`## 1. Who we are\n\nWe draft reports.\n\n## 2. Sharing\n\n${paragraph}`).blocks,
})
const card = (heading: string) => ({
  productName: "Veridraft",
  heading,
  description: "Reports in minutes ≥ 10× faster ✓",
  address: "www.veridraft.example.com/about",
})
// A card, a document and a comparison each, more than either pool has workers.
const DRAWINGS: Array<Omit<Drawing, "out"> & { name: string }> = [
  { name: "about.png", kind: "card", input: card("About Veridraft") },
  { name: "terms.png", kind: "card", input: card("Terms of Service and Business Associate Addendum") },
  { name: "privacy.pdf", kind: "document", input: document("We share nothing.") },
  { name: "earlier.pdf", kind: "document", input: document("We shared little.") },
  {
    name: "changes.pdf",
    kind: "comparison",
    input: {
      title: "Privacy Policy",
      productName: "Veridraft",
      from: { display: "October 1, 2026" },
      to: { iso: "2026-11-01", display: "November 1, 2026" },
      summary: [],
      sections: [],
      labels: site.legal.archive,
    },
  },
]

async function drawAll(size: number) {
  const dir = folder(`pool-${size}-`)
  const pool = drawingPool(dir, size)
  try {
    await Promise.all(DRAWINGS.map(({ name, ...drawing }) => pool.draw({ ...drawing, out: path.join(dir, name) } as Drawing)))
    return { dir, workers: pool.started() }
  } finally {
    await pool.close()
  }
}

test("cards and PDFs drawn on one worker and on two are the same files, byte for byte, and those the build's own thread draws", async () => {
  const [one, two] = [await drawAll(1), await drawAll(2)]
  expect([one.workers, two.workers]).toEqual([1, 2])
  for (const { name } of DRAWINGS) expect(fs.readFileSync(path.join(two.dir, name)).equals(fs.readFileSync(path.join(one.dir, name)))).toBe(true)
  const own = folder("own-")
  await drawCard(card("About Veridraft"), path.join(own, "about.png"))
  await renderLegalPdf(document("We share nothing."), path.join(own, "privacy.pdf"))
  for (const name of ["about.png", "privacy.pdf"]) expect(fs.readFileSync(path.join(two.dir, name)).equals(fs.readFileSync(path.join(own, name)))).toBe(true)
}, 60_000)

test("the workers go on drawing while the build's own thread is busy, as webpack keeps it", async () => {
  const dir = folder("pool-")
  const pool = drawingPool(dir, 2)
  try {
    await pool.bundle()
    const outs = Array.from({ length: 6 }, (_, i) => path.join(dir, `card-${i}.png`))
    const drawn = Promise.all(outs.map((out, i) => pool.draw({ kind: "card", input: card(`Card ${i}`), out })))
    await new Promise((resolve) => setImmediate(resolve))
    // This thread answers no message until every card is on disk, or half a minute has passed.
    const asleep = new Int32Array(new SharedArrayBuffer(4))
    const until = Date.now() + 30_000
    while (!outs.every((out) => fs.existsSync(out)) && Date.now() < until) Atomics.wait(asleep, 0, 0, 50)
    expect(outs.filter((out) => fs.existsSync(out))).toHaveLength(outs.length)
    await drawn
  } finally {
    await pool.close()
  }
}, 60_000)

test("a drawing that cannot be made fails with its reason, and the pool draws the next one", async () => {
  const dir = folder("pool-")
  const pool = drawingPool(dir, 2)
  try {
    fs.writeFileSync(path.join(dir, "a-file"), "")
    await expect(pool.draw({ kind: "card", input: card("About"), out: path.join(dir, "a-file", "card.png") })).rejects.toThrow(
      /A sharing card could not be drawn: .*a-file/,
    )
    await expect(pool.draw({ kind: "document", input: document("We share nothing."), out: path.join(dir, "a-file", "doc.pdf") })).rejects.toThrow(
      /A legal PDF could not be drawn: .*a-file/,
    )
    await pool.draw({ kind: "card", input: card("About"), out: path.join(dir, "after.png") })
    expect(fs.existsSync(path.join(dir, "after.png"))).toBe(true)
  } finally {
    await pool.close()
  }
}, 60_000)
