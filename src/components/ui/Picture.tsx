// A responsive <picture> from gatsby-plugin-image's data: AVIF and WebP sources, a sized
// fallback, width and height against layout shift. It is the markup GatsbyImage renders on
// the server, without GatsbyImage's browser runtime, which brings react-dom/server along.
import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

export type PictureProps = {
  image: IGatsbyImageData
  alt: string
  /** Classes for the image's box; the image fills it. */
  className?: string
  /** Classes for the image itself, in place of filling the box (a text's image keeps its own proportions). */
  imageClassName?: string
  /** "eager" for an image seen on arrival (and fetched first), "lazy" below the fold. */
  loading?: "eager" | "lazy"
}

export function Picture({ image, alt, className, imageClassName = "h-full w-full object-cover", loading = "lazy" }: PictureProps) {
  const { images, width, height } = image
  return (
    <picture className={`block overflow-hidden ${className ?? ""}`}>
      {images.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading}
        fetchPriority={loading === "eager" ? "high" : undefined}
        decoding="async"
        className={imageClassName}
      />
    </picture>
  )
}
