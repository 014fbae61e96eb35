// The images of a text section, published where the site's built files are kept: under
// /static/<hash of the file>/ with their own name, so the CDN may cache them for good (an
// edited image gets a new address), and with their size for the page's layout.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import type { ImageSource } from "../content/markdown"

export async function publishImage(file: string, publicDir = path.resolve("public")): Promise<ImageSource> {
  const bytes = fs.readFileSync(file)
  const hash = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 16)
  const src = `/static/${hash}/${path.basename(file)}`
  fs.mkdirSync(path.join(publicDir, "static", hash), { recursive: true })
  fs.writeFileSync(path.join(publicDir, src), bytes)
  const { width, height } = await sharp(bytes).metadata()
  return { src, width, height }
}
