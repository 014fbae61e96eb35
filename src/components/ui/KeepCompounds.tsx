// Text whose hyphenated compounds ("Medical-legal", "L4-5") never break at the hyphen:
// each is kept on one line, whatever copy a writer enters.
import React from "react"

const COMPOUND = /(\S+-\S+)/

export function KeepCompounds({ text }: { text: string }) {
  // split() with a capturing group puts each compound at an odd index.
  return text.split(COMPOUND).map((part, i) =>
    i % 2 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
