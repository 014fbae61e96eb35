// What a page of content/pages/ draws in the site's frame: its sections through PageView, a long
// list's later page among them, with what an article adds before and after them (./article.tsx).
import React from "react"
import type { SiteContent } from "../vocabulary/schema"
import { Layout } from "../components/layout/Layout"
import { PageView } from "../sections/PageView"
import { sectionView } from "./page-sections"
import { searchTitleOf } from "./content-page-head"

type ContentPageBodyProps = {
  site: SiteContent
  buildYear: number
  page: Queries.ContentPageFieldsFragment
  pathname: string
  listPage: number
  intro?: React.ReactNode
  close?: React.ReactNode
}

export function ContentPageBody({ site, buildYear, page, pathname, listPage, intro, close }: ContentPageBodyProps) {
  return (
    <Layout site={site} buildYear={buildYear} pathname={pathname} searchTitle={searchTitleOf(page, listPage)}>
      <PageView
        sections={page.sections.map(sectionView)}
        site={site}
        title={page.title}
        path={page.path}
        date={page.date ?? undefined}
        breadcrumb={page.breadcrumb}
        listPage={listPage}
        intro={intro}
        close={close}
      />
    </Layout>
  )
}
