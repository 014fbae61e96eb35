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
