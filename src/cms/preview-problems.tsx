// What the preview says of an entry the build would refuse: a list above it, each problem in the
// editor's words with a link to its field, and in place of a section it cannot draw yet, a mark.
// Styled inline: the site's CSS holds only the classes the site's own views use.
import React from "react"
import type { Problem } from "../vocabulary/problems"
import { focusField } from "./checked-widgets"
import { fieldPlace } from "../site/field-place"

/** The frame of what the editor says about an entry rather than draws of it. */
export const NOTICE = { border: "1px solid #fcd34d", background: "#fffbeb", color: "#451a03", borderRadius: "1rem", font: "15px/1.5 system-ui, sans-serif" }

// "1 problem", "2 problems".
const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** The problems of the entry at `file` (its fields' paths) in the editor's words, each a link to its field. */
export function ProblemList({ file, problems, data }: { file: string; problems: readonly Problem[]; data: unknown }) {
  if (!problems.length) return null
  return (
    <nav aria-labelledby="entry-problems" style={{ ...NOTICE, margin: "1.5rem", padding: "1rem 1.25rem" }}>
      <h2 id="entry-problems" style={{ fontWeight: 600, margin: 0 }}>
        {counted(problems.length, "problem")} to fix before publishing
      </h2>
      <ul style={{ margin: "0.5rem 0 0", paddingLeft: "1.25rem" }}>
        {problems.map(({ field, message }) => (
          <li key={`${field}\n${message}`}>
            {field ? (
              <button type="button" onClick={() => focusField(field)} style={LINK}>
                {fieldPlace(file, field, data)}
              </button>
            ) : null}
            {field ? ": " : ""}
            {message}
          </li>
        ))}
      </ul>
    </nav>
  )
}
// A button that reads as a link, and wraps as text does: a button is a centred box of its own.
const LINK = {
  display: "inline",
  textAlign: "start",
  font: "inherit",
  color: "inherit",
  background: "none",
  border: 0,
  padding: 0,
  textDecoration: "underline",
  cursor: "pointer",
} as const

/** Where a section stands that cannot be drawn until its problems are fixed. */
export function MarkedSection({ place, count }: { place: string; count: number }) {
  return (
    <section aria-label={place} style={{ ...NOTICE, border: "2px dashed #f59e0b", margin: "2rem auto", maxWidth: "64rem", padding: "1.5rem" }}>
      <p style={{ margin: 0, fontWeight: 600 }}>{place}</p>
      <p style={{ margin: "0.25rem 0 0" }}>Drawn here once {count === 1 ? "its problem above is" : `its ${count} problems above are`} fixed.</p>
    </section>
  )
}
