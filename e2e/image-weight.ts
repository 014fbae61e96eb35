// The images a built page shows, as a phone 360 px wide at twice the pixel density loads them:
// for each <picture> the first source it can decode (AVIF, which every engine visitors use
// decodes) and from its srcset the candidate a browser takes for the image's slot, as the
// sizes attribute gives it at that width; a plain <img> as it is. Images below the fold count:
// a visitor who reads the page scrolls to them.
import fs from "node:fs"
import path from "node:path"

export const PHONE = { width: 360, density: 2 }

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]

/** A length of a sizes attribute (768px, 100vw, calc(100vw - 40px)) at a viewport `width` px wide. */
function length(value: string, width: number): number {
  const calc = /^calc\((\d+)vw\s*-\s*(\d+)px\)$/.exec(value)
  if (calc) return (width * Number(calc[1])) / 100 - Number(calc[2])
  if (value.endsWith("vw")) return (width * parseFloat(value)) / 100
  return parseFloat(value)
}

/** The slot an image takes at a viewport `width` px wide, from its sizes attribute (min-width and max-width conditions). */
export function slotWidth(sizes: string | undefined, width: number): number {
  for (const entry of (sizes ?? "100vw").split(/,\s*(?![^(]*\))/)) {
    const [, condition, value] = /^\s*(?:\((min|max)-width:\s*\d+px\)\s*)?(.+?)\s*$/.exec(entry)!
    const bound = Number(/(\d+)px\)/.exec(entry)?.[1])
    if (!condition || (condition === "min" ? width >= bound : width <= bound)) return length(value!, width)
  }
  return width
}

/** The candidate a browser takes from a srcset for a slot of `slot` CSS px at `density`. */
export function chooseCandidate(srcset: string, slot: number, density: number): string {
  const candidates = srcset.split(/,\s*(?=\S)/).map((candidate) => {
    const [url, descriptor = "1x"] = candidate.trim().split(/\s+/)
    const value = parseFloat(descriptor)
    return { url: url!, density: descriptor.endsWith("w") ? value / slot : value }
  })
  candidates.sort((a, b) => a.density - b.density)
  return (candidates.find((candidate) => candidate.density >= density) ?? candidates.at(-1)!).url
}

/** The image files a page loads on such a phone, from its HTML, as addresses on the site. */
export function imagesLoaded(html: string): string[] {
  const pictures = [...html.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)].map(([, inner]) => {
    const source = /<source\s[^>]*>/.exec(inner!)?.[0] ?? /<img\s[^>]*>/.exec(inner!)![0]
    const srcset = attribute(source, "srcset")
    return srcset ? chooseCandidate(srcset, slotWidth(attribute(source, "sizes"), PHONE.width), PHONE.density) : attribute(source, "src")!
  })
  const plain = [...html.replace(/<picture[\s\S]*?<\/picture>/g, "").matchAll(/<img\s[^>]*>/g)].map(([tag]) => attribute(tag, "src")!)
  return [...pictures, ...plain].filter((src) => src.startsWith("/") && !src.startsWith("//"))
}

/** The bytes of those images in the build at `publicDir` (images are sent as they are, not compressed again). */
export const imageBytes = (html: string, publicDir: string) =>
  imagesLoaded(html).reduce((total, src) => total + fs.statSync(path.join(publicDir, decodeURI(src))).size, 0)
