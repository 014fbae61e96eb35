// The top of a page a writer adds: where it stands (a breadcrumb trail, for a page under another
// page; on screen only, as a printed page names its own address), and its main heading, with its
// date under it, where no opening gives it one.
import React from "react"
import { Link } from "gatsby"
import type { Crumb } from "../../vocabulary/structured-data"
import { displayDate } from "../../vocabulary/dates"
import { KeepCompounds } from "./KeepCompounds"
import { Container } from "./Container"

export type PageHeadingProps = {
  /** The landing page, the pages it stands under, then the page itself; empty for a page under none. */
  trail: readonly Crumb[]
  trailName: string
  /** The main heading, unless an opening section gives the page its own. */
  heading?: string
  headingId: string
  date?: string
}

export function PageHeading({ trail, trailName, heading, headingId, date }: PageHeadingProps) {
  return (
    <Container className={heading ? "pt-10 pb-2 sm:pt-14" : "py-4"}>
      {trail.length > 1 && (
        <nav aria-label={trailName} className="text-sm text-slate-600 print:hidden">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {trail.map((crumb, i) => (
              // The separator ends its crumb, so a trail that wraps ends a line with it rather than starting one.
              <li key={crumb.path} className="flex items-center gap-2">
                {i === trail.length - 1 ? (
                  <span aria-current="page" className="font-medium text-slate-900">
                    <KeepCompounds text={crumb.title} />
                  </span>
                ) : (
                  <Link to={crumb.path} className="underline-offset-4 hover:text-brand-800 hover:underline">
                    <KeepCompounds text={crumb.title} />
                  </Link>
                )}
                {i < trail.length - 1 && (
                  <span aria-hidden="true" className="text-slate-400">
                    /
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {heading && (
        // The page's title: the search shows it above each excerpt and searches it as the title, so no excerpt repeats it.
        <h1 id={headingId} className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl" data-search-ignore="">
          <KeepCompounds text={heading} />
        </h1>
      )}
      {heading && date && <PageDate date={date} />}
    </Container>
  )
}

/** A page's date, under its main heading. */
export const PageDate = ({ date }: { date: string }) => (
  <p className="mt-3 text-sm text-slate-600">
    <time dateTime={date}>{displayDate(date)}</time>
  </p>
)
