/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { temporaryFolders } from "../../test/temporary-folders"
import { cachedDrawing, drawingKey } from "./drawing-cache"
import { type CardData, cardDrawings } from "./social-cards"
import { CARD, drawCard } from "./social-card"

const folder = temporaryFolders(afterAll)
const facts = {
  productName: "Veridraft",
  heading: "Terms of Service and Business Associate Addendum",
  description: "The terms that govern use of Veridraft.",
  address: "www.veridraft.example.com/terms-of-service",
}

test("a card is a 1200×630 PNG, the same bytes for the same page on every run", async () => {
  const dir = folder("cards-")
  await drawCard(facts, path.join(dir, "a.png"))
  await drawCard(facts, path.join(dir, "b.png"))
  const { width, height, format } = await sharp(path.join(dir, "a.png")).metadata()
  expect({ width, height, format }).toEqual({ ...CARD, format: "png" })
  expect(fs.readFileSync(path.join(dir, "a.png")).equals(fs.readFileSync(path.join(dir, "b.png")))).toBe(true)
  // Another heading draws another card.
  await drawCard({ ...facts, heading: "Pricing" }, path.join(dir, "c.png"))
  expect(fs.readFileSync(path.join(dir, "a.png")).equals(fs.readFileSync(path.join(dir, "c.png")))).toBe(false)
}, 30_000)

test("a heading past three lines and a description past two end in an ellipsis, and the brand's mark is laid in its place", async () => {
  const dir = folder("cards-")
  const long =
    "Apportionment and causation in a QME report, when the records disagree, the deposition says otherwise and the treating physician wrote a third thing, and what the evaluator does then"
  const more = " rest of a heading far too long for a card"
  const described = `${facts.description} It covers the business associate addendum, the data kept, who sees it and for how long, where it is kept and how it is erased`
  await drawCard({ ...facts, heading: long, description: described }, path.join(dir, "a.png"))
  await drawCard({ ...facts, heading: `${long}${more}`, description: `${described}${more}` }, path.join(dir, "b.png"))
  // What follows the lines a card shows changes nothing on it.
  expect(fs.readFileSync(path.join(dir, "a.png")).equals(fs.readFileSync(path.join(dir, "b.png")))).toBe(true)
  // The mark's square, navy from x 80 and y 82 (below the bar and the margin), with the white page inside it; the background beside it.
  const { data, info } = await sharp(path.join(dir, "a.png")).raw().toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)]
  const [navy, white, background] = [
    [0x0b, 0x3b, 0x5c],
    [0xff, 0xff, 0xff],
    [0xf8, 0xfa, 0xfc],
  ]
  expect([at(81, 130), at(78, 130), at(128, 83), at(128, 80), at(174, 130), at(177, 130)]).toEqual([navy, background, navy, background, navy, background])
  expect(at(106, 126)).toEqual(white)
}, 30_000)

test("a card is drawn once per content: the next build copies it from the cache, a changed heading draws it again", async () => {
  const dir = folder("cards-")
  const cache = { cacheDir: path.join(dir, "cache"), folder: "social-cards", extension: "png", renderer: "r1", isWhole: (file: string) => fs.existsSync(file) }
  const draw = (input: typeof facts) => (out: string) => drawCard(input, out)
  expect(await cachedDrawing(cache, facts, path.join(dir, "public", "og", "terms.png"), draw(facts))).toBe("drawn")
  expect(await cachedDrawing(cache, facts, path.join(dir, "public", "og", "terms.png"), draw(facts))).toBe("copied")
  const renamed = { ...facts, heading: "Terms of Service" }
  expect(await cachedDrawing(cache, renamed, path.join(dir, "public", "og", "terms.png"), draw(renamed))).toBe("drawn")
}, 30_000)

test("the landing page's card is drawn from its own opening, like every page's: a new hero heading is a new card", () => {
  const site = (heading: string): CardData => ({
    siteJson: { productName: "Veridraft", siteUrl: "https://www.veridraft.example.com" },
    allContentPage: {
      nodes: [
        { path: "/", title: "Veridraft", description: "AI drafting for medical-legal reports.", sections: [{ __typename: "OpeningSection", heading }] },
        { path: "/about", title: "About", description: "Who we are.", sections: [] },
      ],
    },
    allLegalDocument: { nodes: [] },
  })
  const landing = (heading: string) => cardDrawings(site(heading)).find(({ out }) => out === path.join("public", "og-image.png"))!
  expect(landing("Reports in minutes").facts).toEqual({
    productName: "Veridraft",
    heading: "Reports in minutes",
    description: "AI drafting for medical-legal reports.",
    address: "www.veridraft.example.com",
  })
  const key = (heading: string) => drawingKey("renderer", landing(heading).facts)
  expect(key("Reports in minutes, not days")).not.toBe(key("Reports in minutes"))
  expect(key("Reports in minutes")).toBe(key("Reports in minutes"))
})
