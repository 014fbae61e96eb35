// The links between a long list's pages (src/vocabulary/list-pages.ts): the page before, where the
// visitor is, and the page after, as plain links a visitor without script follows too.
import React from "react"
import type { SiteContent } from "../../vocabulary/schema"
import { listPagePath, pageOfWords } from "../../vocabulary/list-pages"
import { buttonStyles } from "./buttonStyles"
import { SmartLink } from "./SmartLink"

export type PagerWords = Pick<NonNullable<SiteContent["pages"]>, "previousPage" | "nextPage" | "pageOf">

type ListPagerProps = { path: string; page: number; pages: number; words: PagerWords }

export function ListPager({ path, page, pages, words }: ListPagerProps) {
  if (pages <= 1) return null
  const where = pageOfWords(words.pageOf, page, pages)
  return (
    // On a phone, where the visitor is stands above the two links; from 640 px, between them. Not searched.
    <nav aria-label={where} className="mt-10 flex flex-wrap items-center justify-between gap-3 print:hidden" data-search-ignore="">
      <p className="w-full text-center text-sm text-slate-600 sm:order-2 sm:w-auto">{where}</p>
      <div className="sm:order-1 sm:flex-1">
        {page > 1 && (
          <SmartLink to={listPagePath(path, page - 1)} rel="prev" className={`${buttonStyles.secondary} whitespace-nowrap`}>
            <span aria-hidden="true">←</span> {words.previousPage}
          </SmartLink>
        )}
      </div>
      <div className="text-right sm:order-3 sm:flex-1">
        {page < pages && (
          <SmartLink to={listPagePath(path, page + 1)} rel="next" className={`${buttonStyles.secondary} whitespace-nowrap`}>
            {words.nextPage} <span aria-hidden="true">→</span>
          </SmartLink>
        )}
      </div>
    </nav>
  )
}
