/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import type { Metafile } from "esbuild"
import { drawingPool } from "./drawing-pool"
import { rendererFiles, rendererKeys } from "./drawing-renderers"
import { recordInputs, unchanged } from "../cache/input-record"
import { FONT_FILES } from "../legal/pdf-fonts"
import { temporaryFolders } from "../../test/temporary-folders"

const folder = temporaryFolders(afterAll)
const root = process.cwd()
const relative = (files: string[]) => files.map((file) => path.relative(root, file))

test("each renderer is the modules the worker's bundle links from it, the packages they use with theirs, and the fonts", async () => {
  const { metafile } = await drawingPool(folder("pool-")).bundle()
  const card = relative(rendererFiles(root, metafile, "card"))
  const pdf = relative(rendererFiles(root, metafile, "pdf"))
  expect(card).toEqual(
    expect.arrayContaining([
      "src/node/drawings/social-card.ts",
      "src/node/drawings/drawing-colors.ts",
      "src/node/legal/pdf-fonts.ts",
      "src/components/layout/brand-mark.json",
      "node_modules/satori/package.json",
      "node_modules/sharp/package.json",
      "node_modules/react/package.json",
      ...relative(FONT_FILES),
    ]),
  )
  expect(pdf).toEqual(
    expect.arrayContaining([
      "src/node/legal/legal-pdf.ts",
      "src/node/legal/legal-changes-pdf.ts",
      "src/vocabulary/legal-text.ts",
      "src/node/drawings/drawing-colors.ts",
      "node_modules/pdfkit/package.json",
      "node_modules/fontkit/package.json",
      ...relative(FONT_FILES),
    ]),
  )
  // sharp's binary for this machine, by the package that holds it.
  expect(card).toEqual(expect.arrayContaining([expect.stringMatching(/^node_modules\/@img\/sharp-[a-z]+\d*-[a-z0-9]+\/package\.json$/)]))
  // Neither holds what only the other draws with.
  expect(card.filter((file) => /legal-|pdfkit/.test(file))).toEqual([])
  expect(pdf.filter((file) => /social-card|satori|sharp/.test(file))).toEqual([])
}, 60_000)

// A site of three modules: the card's, the PDF's, and colours only the card imports.
function site() {
  const dir = folder("site-")
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  for (const name of [
    "src/node/drawings/drawing-worker.ts",
    "src/node/drawings/social-card.ts",
    "src/node/legal/legal-pdf.ts",
    "src/node/legal/legal-changes-pdf.ts",
  ])
    write(name, `// ${name}\n`)
  write("src/node/card-colours.ts", 'export const NAVY = "#0b3b5c"\n')
  const input = (imports: string[]) => ({ bytes: 1, imports: imports.map((imported) => ({ path: imported, kind: "import-statement" as const })) })
  const metafile: Metafile = {
    inputs: {
      "src/node/drawings/drawing-worker.ts": input(["src/node/drawings/social-card.ts", "src/node/legal/legal-pdf.ts", "src/node/legal/legal-changes-pdf.ts"]),
      "src/node/drawings/social-card.ts": input(["src/node/card-colours.ts"]),
      "src/node/card-colours.ts": input([]),
      "src/node/legal/legal-pdf.ts": input([]),
      "src/node/legal/legal-changes-pdf.ts": input(["src/node/legal/legal-pdf.ts"]),
    },
    outputs: {},
  }
  const bundle = jest.fn(async () => ({ script: path.join(dir, "worker.cjs"), metafile }))
  return { dir, write, bundle }
}

test("a renderer keeps its key while nothing it read changed, without bundling; a module only the card imports changes the card's key alone", async () => {
  const { dir, write, bundle } = site()
  const cache = path.join(dir, ".cache")
  const first = await rendererKeys(cache, bundle, dir)
  expect(bundle).toHaveBeenCalledTimes(1)
  expect(await rendererKeys(cache, bundle, dir)).toEqual(first)
  expect(bundle).toHaveBeenCalledTimes(1)
  // A file no renderer read is no change.
  write("src/node/other.ts", "export {}\n")
  expect(await rendererKeys(cache, bundle, dir)).toEqual(first)
  expect(bundle).toHaveBeenCalledTimes(1)
  write("src/node/card-colours.ts", 'export const NAVY = "#0b3b5d"\n')
  const second = await rendererKeys(cache, bundle, dir)
  expect(bundle).toHaveBeenCalledTimes(2)
  expect(second.card).not.toBe(first.card)
  expect(second.pdf).toBe(first.pdf)
})

test("a record holds while every file it lists is the same, and not once one changed or went, or its salt is another", () => {
  const { dir, write } = site()
  const record = recordInputs(dir, ["src/node/drawings/social-card.ts", path.join(dir, "src/node/card-colours.ts")], "card")
  expect(Object.keys(record.files)).toEqual(["src/node/card-colours.ts", "src/node/drawings/social-card.ts"])
  expect(unchanged(dir, record, "card")).toBe(true)
  expect(unchanged(dir, record, "pdf")).toBe(false)
  write("src/node/card-colours.ts", 'export const NAVY = "#000000"\n')
  expect(unchanged(dir, record, "card")).toBe(false)
  const again = recordInputs(dir, Object.keys(record.files), "card")
  fs.rmSync(path.join(dir, "src/node/drawings/social-card.ts"))
  expect(unchanged(dir, again, "card")).toBe(false)
  expect(unchanged(dir, undefined)).toBe(false)
})
