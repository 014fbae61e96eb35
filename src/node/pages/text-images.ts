// A text section's images through Gatsby's own image pipeline, as the team's photo goes: each is
// sized to the text column (up to twice its width, never wider than the original), made AVIF and
// WebP with a JPEG or PNG fallback, turned upright and into sRGB, and stripped of its EXIF, XMP,
// IPTC and GPS data (gatsby-plugin-sharp keeps no metadata). A Markdown field's HTML is made when
// its page is queried, with each image drawn by the same <Picture> the site's components use.
import React from "react"
import sharp from "sharp"
import { renderToStaticMarkup } from "react-dom/server"
import type { GraphQLResolveInfo } from "graphql"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { renderMarkdown } from "../../vocabulary/markdown"
import { Picture } from "../../components/ui/Picture"
import { redirected } from "../../site/links"

/** A Markdown field as its page's node holds it: the Markdown, its images' files, and whether it opens its page. */
export type MarkdownSource = {
  markdown: string
  images: Array<{ src: string; file: string }>
  first: boolean
  headingIds?: string[]
  /** Its links to pages come down on the day, each with where that page's address then leads. */
  sendsOn?: Array<{ from: string; to: string }>
}

// The text column: 768 px at most (max-w-3xl), inside the container's 20 px (32 px from 640 px) sides.
const COLUMN = 768
const SIZES = `(min-width: ${COLUMN + 64}px) ${COLUMN}px, (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)`
const DENSITIES = [0.25, 0.5, 1, 2]

/**
 * The image's sizes for a photo of `width` × `height` as it stands upright: the column's width at
 * most, up to twice that for sharp screens, and never wider than the photo. Gatsby reads a photo's
 * size before turning it upright, so a phone's portrait photo would come out cropped to landscape.
 */
export function textImageArgs({ width, height }: { width: number; height: number }) {
  const shown = Math.min(COLUMN, width)
  return {
    layout: "constrained",
    width: shown,
    height: Math.round((shown * height) / width),
    outputPixelDensities: DENSITIES.filter((density) => density === 1 || density * shown <= width),
    formats: ["auto", "avif", "webp"],
    placeholder: "none",
    sizes: SIZES,
  }
}

type NodeModel = { findOne(query: { type: string; query: { filter: object } }): Promise<{ id: string } | null> }
export type ImageContext = { nodeModel: NodeModel }
type Resolver = (source: unknown, args: object, context: unknown, info: GraphQLResolveInfo) => Promise<IGatsbyImageData>

// The image keeps its proportions within the column; the text's own styles give it its margin and frame (TextSection.tsx).
const PICTURE = { imageClassName: "h-auto max-w-full" }

/** A Markdown field's HTML, its images sized and stripped, made when its page is queried. */
export async function markdownHtml(source: MarkdownSource, context: ImageContext, info: GraphQLResolveInfo): Promise<string> {
  const gatsbyImageData = (info.schema.getType("ImageSharp") as unknown as { getFields(): { gatsbyImageData: { resolve: Resolver } } }).getFields()
    .gatsbyImageData.resolve
  const images = new Map<string, IGatsbyImageData>()
  for (const { src, file } of source.images) {
    const found = await context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: file } } } })
    const imageSharp = found && (await context.nodeModel.findOne({ type: "ImageSharp", query: { filter: { parent: { id: { eq: found.id } } } } }))
    if (!imageSharp) throw new Error(`${file}: no image was made from it (is it a JPEG, PNG or WebP file?)`)
    const { autoOrient } = await sharp(file).metadata()
    images.set(src, await gatsbyImageData(imageSharp, textImageArgs(autoOrient), context, info))
  }
  // Only an image that opens the page is fetched at once, and first; the rest load as they near the screen.
  let eager = source.first && source.markdown.trimStart().startsWith("![")
  return renderMarkdown(
    source.markdown,
    (src, alt) => {
      const loading = eager ? "eager" : "lazy"
      eager = false
      return renderToStaticMarkup(React.createElement(Picture, { image: images.get(src)!, alt, loading, ...PICTURE }))
    },
    source.headingIds,
    source.sendsOn && ((href) => redirected(href, new Map(source.sendsOn!.map(({ from, to }) => [from, to])))),
  )
}
