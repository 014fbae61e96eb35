// Text whose hyphenated compounds ("Medical-legal", "L4-5") never break at the hyphen while they
// fit the line: each moves whole to the next line, whatever copy a writer enters. A compound
// longer than the line ("Konstantinopoulou-Whitfield" on a phone) breaks rather than run off it.
import React from "react"

const COMPOUND = /(\S+-\S+)/

// An inline block moves whole to the next line, at most the line's width; an underline on the link
// around it is drawn under it too.
const KEPT = "inline-block max-w-full wrap-anywhere [text-decoration:inherit]"

export function KeepCompounds({ text }: { text: string }) {
  // split() with a capturing group puts each compound at an odd index.
  return text.split(COMPOUND).map((part, i) =>
    i % 2 ? (
      <span key={i} className={KEPT}>
        {part}
      </span>
    ) : (
      part
    ),
  )
}
