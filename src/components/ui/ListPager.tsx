// The links between a long list's pages (src/content/list-pages.ts): the page before, where the
// visitor is, and the page after, as plain links a visitor without script follows too.
import React from "react"
import type { SiteContent } from "../../content/schema"
import { listPagePath, pageOfWords } from "../../content/list-pages"
import { buttonStyles } from "./buttonStyles"
import { SmartLink } from "./SmartLink"

export type PagerWords = Pick<NonNullable<SiteContent["pages"]>, "previousPage" | "nextPage" | "pageOf">

type ListPagerProps = { path: string; page: number; pages: number; words: PagerWords }

export function ListPager({ path, page, pages, words }: ListPagerProps) {
  if (pages <= 1) return null
  const where = pageOfWords(words.pageOf, page, pages)
  return (
    <nav aria-label={where} className="mt-10 grid grid-cols-[1fr_auto_1fr] items-center gap-3 print:hidden">
      <div>
        {page > 1 && (
          <SmartLink to={listPagePath(path, page - 1)} rel="prev" className={buttonStyles.secondary}>
            <span aria-hidden="true">←</span> {words.previousPage}
          </SmartLink>
        )}
      </div>
      <p className="text-center text-sm text-slate-600">{where}</p>
      <div className="text-right">
        {page < pages && (
          <SmartLink to={listPagePath(path, page + 1)} rel="next" className={buttonStyles.secondary}>
            {words.nextPage} <span aria-hidden="true">→</span>
          </SmartLink>
        )}
      </div>
    </nav>
  )
}
