// A writer's Markdown, already HTML (made by src/vocabulary/markdown.ts, raw HTML off), in the site's prose styles.
import React from "react"
import { PROSE } from "./prose"

export function Markdown({ html, className = "" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it's HTML with raw HTML off (src/vocabulary/markdown.ts)
  return <div className={`markdown ${PROSE} ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />
}
