// A writer's Markdown text: headings, paragraphs, lists, links, quotes, tables and images, already HTML.
import React from "react"
import { Container } from "../../components/ui/Container"
import { Markdown } from "../../components/ui/Markdown"
import type { SectionOf } from "../../vocabulary/section-kind"
import type { text } from "./kind"
import type { SectionViewProps } from "../../vocabulary/section-view"

// Its body is the Markdown's HTML, made by the build or the editor's preview.
type TextSectionProps = Pick<SectionViewProps<SectionOf<typeof text>>, "section">

export function TextSection({ section }: TextSectionProps) {
  return (
    <Container id={section.id} className="py-6">
      <Markdown html={section.body} />
    </Container>
  )
}
