// The legal documents as the build reads them (the same parse, the same blocks), for the
// browser and PDF tests to compare the built pages and PDFs against.
import fs from "node:fs"
import path from "node:path"
import { parseFile } from "../src/site/content-files"
import { parseLegalText } from "../src/vocabulary/legal-markdown"

const LEGAL_DIR = path.join(__dirname, "..", "content", "legal")

export const LEGAL_DOCUMENTS = fs.readdirSync(LEGAL_DIR).map((name) => {
  const parsed = parseFile(`content/legal/${name}`, fs.readFileSync(path.join(LEGAL_DIR, name), "utf8"))
  if (!("data" in parsed)) throw new Error(`content/legal/${name} does not parse`)
  const { data, body } = parsed
  return {
    path: String(data.path),
    pdf: String(data.pdf),
    title: String(data.title),
    // As the page and PDF show it: "November 1, 2026".
    lastUpdated: new Date(`${data.lastUpdated}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }),
    blocks: parseLegalText(body).blocks,
  }
})
