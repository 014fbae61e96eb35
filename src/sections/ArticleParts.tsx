// What the site adds around an article's sections: its byline, dates and reading time, the line
// naming who reviewed it, its table of contents (plain links to its headings' anchors, printed too), its related reads and the call to action.
import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { displayDate } from "../vocabulary/dates"
import type { ListedPage } from "../vocabulary/addresses"
import { Container } from "../components/ui/Container"
import { PageCards } from "../components/ui/PageCards"
import { SectionHeading } from "../components/ui/SectionHeading"
import { Picture } from "../components/ui/Picture"
import { SmartLink } from "../components/ui/SmartLink"
import { altText } from "../vocabulary/alt-text"
import { CallToAction } from "./callToAction/CallToAction"
import type { SiteContent } from "../vocabulary/schema"
import { ARTICLE_IDS } from "../vocabulary/page-ids"
import type { z } from "zod"
import { afterName } from "../vocabulary/credentials"
import type { ArticleFields } from "../vocabulary/content-types/article"
import type { articleWordsSchema } from "../vocabulary/content-types/article-words"

export type ArticleWords = z.infer<typeof articleWordsSchema>
/** Who wrote an article, with the letters after their name. */
export type Byline = { name: string; credentials?: string; role: string; path: string; photo?: IGatsbyImageData; photoAlt?: string }
/** Who reviewed an article, with the letters after their name, and the day they did. */
export type Review = { name: string; credentials?: string; path: string; date: string }
/** A work an article cites: its title and address. */
type Source = NonNullable<ArticleFields["sources"]>[number]
export type ArticleFacts = {
  /** Its own fields as its file holds them (src/vocabulary/content-types/article.ts). */
  fields: ArticleFields
  date: string
  minutes: number
  byline?: Byline
  review?: Review
  topics: ReadonlyArray<{ name: string; path: string }>
  contents: ReadonlyArray<{ title: string; id: string }>
  related: readonly ListedPage[]
  words: ArticleWords
}

// "Medically reviewed by Dr. Maya Lindqvist, MD, QME, on November 12, 2026", on a line of its own, the name linking the reviewer's page.
function ReviewLine({ review, words }: { review: Review; words: ArticleWords }) {
  return (
    <p className="w-full">
      {words.reviewedBy}{" "}
      <SmartLink to={review.path} className="font-semibold text-slate-900 underline underline-offset-4 hover:text-brand-800">
        {review.name}
      </SmartLink>
      {afterName(review.credentials)}, {words.reviewedOn} <time dateTime={review.date}>{displayDate(review.date)}</time>
    </p>
  )
}

/** The byline, dates, reading time, review line and topics under an article's title, then its table of contents. */
export function ArticleIntro({ article }: { article: ArticleFacts }) {
  const { byline, words } = article
  return (
    // Space of its own above the byline: on paper the heading's space below it is taken away (src/styles/global.css).
    <Container className="pt-2 pb-2 print:pt-4">
      {/* Not searched, but for its topics, which the search shows with each result. */}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-slate-600" data-search-ignore="">
        {byline && (
          <p className="flex items-center gap-3">
            {byline.photo && <Picture image={byline.photo} alt={altText(byline.photoAlt ?? "")} className="h-12 w-12 shrink-0 rounded-full" />}
            <span>
              <SmartLink to={byline.path} className="font-semibold text-slate-900 underline-offset-4 hover:text-brand-800 hover:underline">
                {byline.name}
              </SmartLink>
              {afterName(byline.credentials)}
              <span className="block">{byline.role}</span>
            </span>
          </p>
        )}
        <p>
          <time dateTime={article.date}>{displayDate(article.date)}</time>
          {article.fields.updated && (
            <>
              {" · "}
              {words.updated} <time dateTime={article.fields.updated}>{displayDate(article.fields.updated)}</time>
            </>
          )}
          {" · "}
          {article.minutes} {words.minutes}
        </p>
        {article.review && <ReviewLine review={article.review} words={words} />}
        {article.topics.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {article.topics.map((topic) => (
              <li key={topic.path}>
                <SmartLink
                  to={topic.path}
                  data-search-topic=""
                  className="rounded-full bg-slate-100 px-3 py-1 text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                >
                  {topic.name}
                </SmartLink>
              </li>
            ))}
          </ul>
        )}
      </div>
      {article.contents.length > 0 && (
        <nav aria-labelledby={ARTICLE_IDS.contents} data-search-ignore="" className="mt-8 max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h2 id={ARTICLE_IDS.contents} className="text-base font-semibold text-slate-900">
            {words.contents}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700">
            {article.contents.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="underline-offset-4 hover:text-brand-800 hover:underline">
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </Container>
  )
}

type ArticleListProps = { heading: string; headingId: string; articles: readonly ListedPage[]; children?: React.ReactNode }

/** A list of articles, each its date, title (linked) and description, and what follows them (a long list's pager): an article's related reads, an author's or a topic's articles. */
export function ArticleList({ heading, headingId, articles, children }: ArticleListProps) {
  return (
    // Not searched: a list's heading and cards are other pages' words, which find those pages.
    <section aria-labelledby={headingId} className="py-16 sm:py-20 print:pt-12!" data-search-ignore="">
      <Container>
        <SectionHeading id={headingId} heading={heading} />
        <PageCards pages={articles} />
        {children}
      </Container>
    </section>
  )
}

// The works an article cites, each title linking its work, at the article's foot, between the spaces of the text above and the sections below
// (on paper, where the text's space below is dropped, a space of its own above).
function SourceList({ sources, heading }: { sources: ReadonlyArray<Source>; heading: string }) {
  return (
    <section aria-labelledby={ARTICLE_IDS.sources} className="print:mt-8">
      <Container>
        <h2 id={ARTICLE_IDS.sources} className="text-base font-semibold text-slate-900">
          {heading}
        </h2>
        <ol className="mt-3 max-w-3xl list-decimal space-y-1 pl-5 text-slate-700">
          {sources.map((source) => (
            <li key={source.url + source.title}>
              <a href={source.url} className="underline underline-offset-4 hover:text-brand-800">
                {source.title}
              </a>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  )
}

/** An article's close: the works it cites, its related reads, if any, then the site's call to action; not searched. */
export function ArticleClose({ article, site }: { article: ArticleFacts; site: Pick<SiteContent, "demoUrl" | "founder" | "pages" | "forms"> }) {
  const { related, words } = article
  return (
    <div data-search-ignore="">
      {article.fields.sources && <SourceList sources={article.fields.sources} heading={words.sources} />}
      {related.length > 0 && <ArticleList heading={words.related} headingId={ARTICLE_IDS.related} articles={related} />}
      <CallToAction section={{ type: "callToAction", ...words.callToAction }} headingId={ARTICLE_IDS.callToAction} page={{ site }} />
    </div>
  )
}
