// The band above the header while an announcement runs: its words and its link, no script. It
// cannot be closed; it goes when its last day has passed (src/vocabulary/announcement.ts).
import React, { useId } from "react"
import type { SiteContent } from "../../vocabulary/schema"
import { Container } from "../ui/Container"
import { SmartLink } from "../ui/SmartLink"

type AnnouncementBandProps = { announcement: NonNullable<SiteContent["announcement"]> }

export function AnnouncementBand({ announcement }: AnnouncementBandProps) {
  const id = useId()
  return (
    // A landmark named by its own words, so that no text of the page sits outside one.
    <aside aria-labelledby={id} className="bg-brand-900 text-sm text-white print:hidden">
      <Container className="flex flex-wrap items-baseline justify-center gap-x-3 gap-y-1 py-2.5 text-center">
        <p id={id}>{announcement.text}</p>
        {announcement.link && (
          <SmartLink to={announcement.link.to} className="rounded font-semibold underline underline-offset-4 hover:text-brand-100 focus-visible:outline-white">
            {announcement.link.label}
            <span aria-hidden="true"> →</span>
          </SmartLink>
        )}
      </Container>
    </aside>
  )
}
