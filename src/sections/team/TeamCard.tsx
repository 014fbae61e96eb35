// The founder's card: photo or initials, name, role, short bio and profile links.
import React from "react"
import { KeepCompounds } from "../../components/ui/KeepCompounds"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { altText } from "../../vocabulary/alt-text"
import type { SiteContent } from "../../vocabulary/schema"
import { Picture } from "../../components/ui/Picture"

export type TeamCardProps = {
  founder: SiteContent["founder"]
  bio: string
  photo?: IGatsbyImageData
  photoAlt?: string
}

export const initialsOf = (name: string) =>
  name
    .replace(/^(dr|mr|mrs|ms|prof)\.?\s+/i, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase()

export function TeamCard({ founder, bio, photo, photoAlt }: TeamCardProps) {
  return (
    <article className="print:break-inside-avoid flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start sm:p-8">
      {photo ? (
        <Picture image={photo} alt={photoAlt === undefined ? founder.name : altText(photoAlt)} className="h-32 w-32 shrink-0 rounded-2xl" />
      ) : (
        <span className="flex h-32 w-32 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-3xl font-bold text-brand-800" aria-hidden="true">
          {initialsOf(founder.name)}
        </span>
      )}
      <div>
        <h3 className="text-xl font-semibold text-slate-900">
          <KeepCompounds text={founder.name} />
        </h3>
        <p className="text-sm font-medium text-accent-700">{founder.role}</p>
        <p className="mt-3 leading-relaxed text-slate-600">{bio}</p>
        <ul className="mt-4 flex flex-wrap gap-3">
          {founder.profiles.map((profile) => (
            <li key={profile.url}>
              <a
                href={profile.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {profile.label}
                <span className="sr-only"> profile of {founder.name} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
