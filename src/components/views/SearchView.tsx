// The search page's body: its heading, the search form and its results, and what stands without
// script (and before a search): the topics, and the latest articles.
import React from "react"
import type { ListedPage } from "../../vocabulary/addresses"
import { Container } from "../ui/Container"
import { PageCards } from "../ui/PageCards"
import { SectionHeading } from "../ui/SectionHeading"
import { SmartLink } from "../ui/SmartLink"
import { SearchForm, type SearchWords } from "../search/SearchForm"

type SearchViewProps = {
  words: SearchWords & { title: string; noScript: string; topics: string; latest: string }
  topics: ReadonlyArray<{ name: string; path: string; description: string }>
  latest: readonly ListedPage[]
}

export function SearchView({ words, topics, latest }: SearchViewProps) {
  return (
    <>
      <Container className="pt-10 pb-6 sm:pt-14">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{words.title}</h1>
        <noscript>
          <p className="mt-6 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">{words.noScript}</p>
        </noscript>
        <SearchForm words={words} />
      </Container>
      {topics.length > 0 && (
        <section aria-labelledby="search-topics-heading" className="py-10">
          <Container>
            <SectionHeading id="search-topics-heading" heading={words.topics} />
            <ul className="mt-6 flex flex-wrap gap-3">
              {topics.map((topic) => (
                <li key={topic.path}>
                  <SmartLink
                    to={topic.path}
                    className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-4 text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {topic.name}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
      {latest.length > 0 && (
        <section aria-labelledby="search-latest-heading" className="py-10 sm:py-16">
          <Container>
            <SectionHeading id="search-latest-heading" heading={words.latest} />
            <PageCards pages={latest} />
          </Container>
        </section>
      )}
    </>
  )
}
