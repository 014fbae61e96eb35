// A video played on the page: the browser's own controls, its poster, captions on by default, and
// nothing of the video fetched until it is played (preload="none"), never with sound before a click.
// What it shows is written under it; its transcript is a disclosure that opens without a script
// and prints open. On paper the player gives way to its description.
import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Container } from "../../components/ui/Container"
import { Markdown } from "../../components/ui/Markdown"
import { SectionHeading } from "../../components/ui/SectionHeading"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { video } from "./kind"
import { descriptionIdOf } from "./description-id"
import type { SectionViewProps } from "../../vocabulary/section-view"

type Published = { publicURL: string }
export type VideoSectionView = Omit<SectionOf<typeof video>, "file" | "poster" | "captions"> & {
  file?: Published
  poster?: IGatsbyImageData
  captions?: Published
  /** The captions' language and its name, from their file's name (src/sections/video/kind.ts). */
  captionsTrack: { language: string; label: string }
}
type VideoProps = Pick<SectionViewProps<VideoSectionView>, "section" | "headingId" | "name" | "page">

export function Video({ section, headingId, name, page }: VideoProps) {
  const descriptionId = descriptionIdOf(name)
  return (
    <section id={section.id} aria-labelledby={section.heading ? headingId : undefined} className="py-16 sm:py-24 print:pt-12!">
      <Container>
        {section.heading && <SectionHeading id={headingId} heading={section.heading} />}
        <figure className={`max-w-4xl ${section.heading ? "mt-10" : ""}`}>
          {/* In the editor's preview the video is not published yet: the player stands empty above its description. */}
          <video
            controls
            preload="none"
            playsInline
            poster={section.poster?.images.fallback?.src}
            aria-describedby={descriptionId}
            className="aspect-video h-auto w-full rounded-2xl bg-slate-900 shadow-lg print:hidden"
          >
            {/* One source, whose container and codecs the build has checked: no type for a browser to choose by. */}
            {section.file && <source src={section.file.publicURL} />}
            {/* The captions are required; in the preview they are not published yet either. */}
            <track kind="captions" src={section.captions?.publicURL} srcLang={section.captionsTrack.language} label={section.captionsTrack.label} default />
          </video>
          <figcaption id={descriptionId} className="mt-4 text-slate-600">
            {section.description}
          </figcaption>
        </figure>
        {section.transcript && (
          <details className="mt-6 max-w-4xl rounded-2xl border border-slate-200 px-5">
            <summary className="min-h-11 cursor-pointer py-3 font-semibold text-slate-900">{page.site.pages?.transcript}</summary>
            <Markdown html={section.transcript} className="pb-5 [&>:first-child]:mt-0" />
          </details>
        )}
      </Container>
    </section>
  )
}
