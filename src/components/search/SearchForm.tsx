// The search field and its results. Without script, the form sends ?q= to /search, which then
// says searching needs script. With it, a search runs as the visitor types (after a pause) or
// submits, and at load when the address holds ?q=, which it keeps, so a search can be linked and
// reloaded. The search (./site-search.ts) and its index are fetched on the first search, not with the page. A
// misspelt word's results say which words they are for, linked to their own search.
import React, { useEffect, useRef, useState } from "react"
import type { Found as Results } from "./site-search"
import { buttonStyles } from "../ui/buttonStyles"
import { Excerpt } from "./Excerpt"

export type SearchWords = { label: string; button: string; found: string; none: string; corrected: string; results: string; more: string }
type Found = Results & { query: string }

// The results shown at first, and added by each "more": each result's excerpt is a file of its own to fetch.
const RESULTS_A_PAGE = 10

// How long typing pauses before the search runs.
const PAUSE_MS = 250
const QUERY = "q"

// The address of the search for `query`: /search?q=…, or /search for none.
const addressOf = (query: string) => (query ? `?${new URLSearchParams({ [QUERY]: query })}` : window.location.pathname)

export function SearchForm({ words }: { words: SearchWords }) {
  const field = useRef<HTMLInputElement>(null)
  const latest = useRef("")
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [found, setFound] = useState<Found | null>(null)
  const [before, after = ""] = words.corrected.split("{words}")
  const list = useRef<HTMLOListElement>(null)
  // The first result "more" adds, which takes the focus: a keyboard reader goes on from there, and the button may be gone.
  const firstAdded = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (firstAdded.current === undefined || !found) return
    list.current?.querySelectorAll<HTMLAnchorElement>(":scope > li > a")[firstAdded.current]?.focus()
    firstAdded.current = undefined
  }, [found])

  const run = async (query: string, shown = RESULTS_A_PAGE) => {
    clearTimeout(timer.current)
    latest.current = query
    window.history.replaceState(window.history.state, "", addressOf(query.trim()))
    const { searchSite } = await import("./site-search")
    const result = await searchSite(query, shown)
    // A slower, older search never replaces a newer one's results.
    if (latest.current !== query) return
    setFound(result && { query, ...result })
  }

  // At load, the address's search, or what was typed before the page's script started.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at load; run reads only refs and sets state
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get(QUERY) ?? ""
    const input = field.current!
    if (asked && !input.value) input.value = asked
    if (input.value.trim()) void run(input.value)
    return () => clearTimeout(timer.current)
  }, [])

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a form with the role is a search landmark in every browser; <search> is not yet, in Safari 16 */}
      <form
        role="search"
        action="/search"
        method="get"
        data-scripts-at-load-with={QUERY}
        className="mt-8 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          void run(field.current!.value)
        }}
      >
        <div className="flex-1">
          <label htmlFor="search-query" className="block text-sm font-medium text-slate-900">
            {words.label}
          </label>
          <input
            ref={field}
            id="search-query"
            type="search"
            name={QUERY}
            autoComplete="off"
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
            onInput={(event) => {
              const query = event.currentTarget.value
              clearTimeout(timer.current)
              timer.current = setTimeout(() => void run(query), PAUSE_MS)
            }}
          />
        </div>
        <button type="submit" className={buttonStyles.primary}>
          {words.button}
        </button>
      </form>
      <div className="mt-8 max-w-3xl">
        <p role="status" className="text-sm text-slate-600">
          {found?.corrected && (
            <span className="mb-2 block text-base text-slate-900">
              {before}
              <a
                href={addressOf(found.corrected)}
                className="font-semibold text-brand-800 underline underline-offset-4"
                onClick={(event) => {
                  event.preventDefault()
                  field.current!.value = found.corrected!
                  void run(found.corrected!)
                }}
              >
                {found.corrected}
              </a>
              {after}
            </span>
          )}
          {found?.corrected && " "}
          {found && (found.count ? words.found.replace("{count}", String(found.count)) : words.none)}
        </p>
        {found && found.results.length > 0 && (
          <ol ref={list} aria-label={words.results} className="mt-4 space-y-6">
            {found.results.map((result) => (
              <li key={result.url}>
                <a href={result.url} className="text-lg font-semibold text-brand-800 underline-offset-4 hover:underline">
                  {result.title}
                </a>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">
                  <Excerpt excerpt={result.excerpt} />
                </p>
                {result.topics.length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-2 text-xs">
                    {result.topics.map((topic) => (
                      <li key={topic} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                        {topic}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
        {found && found.results.length < found.count && (
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-8`}
            onClick={() => {
              firstAdded.current = found.results.length
              void run(found.query, found.results.length + RESULTS_A_PAGE)
            }}
          >
            {words.more}
          </button>
        )}
      </div>
    </>
  )
}
