// A section's h2 with its introductory line.
import React from "react"
import { KeepCompounds } from "./KeepCompounds"

type SectionHeadingProps = { id: string; heading: string; intro?: string; tone?: "light" | "dark" }

export function SectionHeading({ id, heading, intro, tone = "light" }: SectionHeadingProps) {
  return (
    <div className="max-w-5xl print:break-after-avoid">
      <h2 id={id} className={`text-3xl font-bold tracking-tight sm:text-4xl ${tone === "dark" ? "text-white" : "text-slate-900"}`}>
        <KeepCompounds text={heading} />
      </h2>
      {intro && <p className={`mt-4 max-w-2xl text-lg leading-relaxed ${tone === "dark" ? "text-brand-100" : "text-slate-600"}`}>{intro}</p>}
    </div>
  )
}
