// A writer's Markdown text: headings, paragraphs, lists, links and images, already HTML.
import React from "react"
import { Container } from "../../components/ui/Container"
import type { SectionOf } from "../../content/schema"
import type { SectionViewProps } from "../section-view"

// Its body is the Markdown's HTML, made by the build or the editor's preview.
type TextSectionProps = Pick<SectionViewProps<SectionOf<"text">>, "section">

const PROSE = [
  "max-w-3xl leading-relaxed text-slate-700",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1",
  "[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_img]:border [&_img]:border-slate-200",
].join(" ")

export function TextSection({ section }: TextSectionProps) {
  const { id, body: html } = section
  return (
    <Container id={id} className="py-6">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it's HTML with raw HTML off (src/content/markdown.ts) */}
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
    </Container>
  )
}
