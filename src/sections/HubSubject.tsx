// An author's page (/authors/<id>: who they are, their photo, biography and profiles) or a topic's
// (/topics/<id>: its description), with a page of its live articles, newest first, and its other lists
// of them whole (an author's reviewed): drawn by its
// template from GraphQL and by the editor's preview from the entry being written.
import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { ListedPage } from "../vocabulary/addresses"
import { altText } from "../vocabulary/alt-text"
import { afterName } from "../vocabulary/credentials"
import { PAGE_HEADING_ID } from "../vocabulary/page-ids"
import { Container } from "../components/ui/Container"
import { ListPager, type PagerWords } from "../components/ui/ListPager"
import { PageHeading } from "../components/ui/PageHeading"
import { Picture } from "../components/ui/Picture"
import { PROSE } from "../components/ui/prose"
import { ArticleList } from "./ArticleParts"

/** An author or a topic, as its page draws it: an author has a role, a topic a description. */
export type HubSubject = {
  name: string
  path: string
  role?: string
  /** An author's letters after their name ("MD, QME"), set after it in the heading as in a review line. */
  credentials?: string
  description?: string
  /** An author's biography as HTML, made from Markdown with raw HTML off (src/vocabulary/markdown.ts). */
  biography?: string
  profiles: ReadonlyArray<{ label: string; url: string }>
  photo?: IGatsbyImageData
  photoAlt?: string
  /** Its own list of articles (an author's written, a topic's), this page of it, how many pages it runs to and its heading. */
  articles: readonly ListedPage[]
  pageCount: number
  heading: string
  /** The other lists of articles naming it, each whole under its heading, by the field naming it (an author's reviewed). */
  alsoListed: ReadonlyArray<{ field: string; heading: string; articles: readonly ListedPage[] }>
}

type HubSubjectViewProps = { subject: HubSubject; listPage: number; pagerWords?: PagerWords }

export function HubSubjectView({ subject, listPage, pagerWords }: HubSubjectViewProps) {
  // A list without its heading (site.json without the word) is left out, as a heading-less list would be no section.
  const others = subject.alsoListed.filter(({ heading, articles }) => heading && articles.length > 0)
  return (
    <>
      <PageHeading trail={[]} trailName="" heading={subject.name + afterName(subject.credentials)} headingId={PAGE_HEADING_ID} />
      <Container className="pb-2">
        <div className="flex max-w-3xl flex-col gap-6 sm:flex-row sm:items-start">
          {subject.photo && <Picture image={subject.photo} alt={altText(subject.photoAlt ?? "")} className="h-32 w-32 shrink-0 rounded-2xl" />}
          <div>
            {subject.role && <p className="text-lg font-medium text-slate-700">{subject.role}</p>}
            {subject.description && <p className="text-lg text-slate-700">{subject.description}</p>}
            {subject.biography && (
              // The biography's HTML is made from Markdown with raw HTML off (src/vocabulary/markdown.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered, raw HTML refused
              <div className={`mt-3 ${PROSE}`} dangerouslySetInnerHTML={{ __html: subject.biography }} />
            )}
            {subject.profiles.length > 0 && (
              <ul className="mt-3 flex gap-4 text-sm">
                {subject.profiles.map((profile) => (
                  <li key={profile.url}>
                    <a href={profile.url} rel="me noopener" className="text-brand-800 underline underline-offset-4">
                      {profile.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </Container>
      {(subject.articles.length > 0 || others.length === 0) && (
        <ArticleList heading={subject.heading} headingId="articles-heading" articles={subject.articles}>
          {pagerWords && <ListPager path={subject.path} page={listPage} pages={subject.pageCount} words={pagerWords} />}
        </ArticleList>
      )}
      {/* The other lists (what an author reviewed), each whole, after the first page of its own. */}
      {listPage === 1 &&
        others.map(({ field, heading, articles }) => (
          <ArticleList key={field} heading={heading} headingId={`listed-by-${field}-heading`} articles={articles} />
        ))}
    </>
  )
}
