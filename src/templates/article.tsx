// A page with a date: an article (created in src/node/pages/create-pages.ts). Its sections as any page's,
// with what the site adds around them (src/sections/ArticleParts.tsx), and an Article in its JSON-LD
// whose author is a Person, with what its type adds (its sources' citations) and, once it is reviewed, a WebPage naming its reviewer and the day. A
// template of its own, so that no other page loads its parts.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { asDrawn, required, siteFromQuery, withoutNulls } from "../vocabulary/fragments"
import { article } from "../vocabulary/structured-data"
import { ArticleClose, ArticleIntro, type ArticleFacts } from "../sections/ArticleParts"
import { authorPerson } from "../vocabulary/hub-structured-data"
import { type ArticleFound, articleParts } from "../site/article-facts"
import { articleStructuredData } from "../vocabulary/content-types/article-structured-data"
import { ARTICLE_FIELD_NAMES, ARTICLE_FOUND_NAMES } from "./content-type-fields"
import { ContentPageHead, pageCard } from "./content-page-head"
import { ContentPageBody } from "./content-page-body"

type Data = Queries.ArticlePageQuery
type Context = { listPage: number }

// An article's parts, as the views take them; undefined for a site without the articles' words.
function articleOf(data: Data): ArticleFacts | undefined {
  const page = data.contentPage
  const words = data.siteJson?.articles
  if (!page?.date || !page.readingMinutes || !words) return undefined
  return articleParts({
    fields: withoutNulls(pick(page, ARTICLE_FIELD_NAMES)),
    // The files its fields name, each photo as its sized images.
    found: asDrawn(pick(page, ARTICLE_FOUND_NAMES)) as ArticleFound,
    date: page.date,
    minutes: page.readingMinutes,
    contents: page.contents,
    related: withoutNulls(page.related) as ArticleFacts["related"],
    words: withoutNulls(words),
  })
}

// The fields of an article the query asks for as its type has them (./content-type-fields.ts): its own, or the files they name.
const pick = (page: Queries.ArticleFieldsFragment, keys: readonly string[]): Queries.ArticleFieldsFragment =>
  Object.fromEntries(keys.map((key) => [key, page[key as keyof Queries.ArticleFieldsFragment]])) as Queries.ArticleFieldsFragment

export default function ArticlePage({ data, location, pageContext }: PageProps<Data, Context>) {
  const { site, buildYear } = siteFromQuery(data)
  const page = required(data.contentPage, "content page")
  const facts = articleOf(data)
  return (
    <ContentPageBody
      site={site}
      buildYear={buildYear}
      page={page}
      pathname={location.pathname}
      listPage={pageContext.listPage}
      intro={facts && <ArticleIntro article={facts} />}
      close={facts && <ArticleClose article={facts} site={site} />}
    />
  )
}

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const { site } = siteFromQuery(data)
  const page = required(data.contentPage, "content page")
  const { title, description, path, date } = page
  const facts = articleOf(data)
  const author = facts && page.byline && authorPerson(site.siteUrl, page.byline)
  const image = `${site.siteUrl}${pageCard(site, page).path}`
  const published = date ?? undefined
  // What the article's type says of it: the Article's citations, and the WebPage naming its reviewer.
  const said = facts && articleStructuredData(facts.fields, { siteUrl: site.siteUrl, path, title, found: withoutNulls(pick(page, ARTICLE_FOUND_NAMES)) })
  const ld = {
    ...article({ siteUrl: site.siteUrl, path, headline: title, description, image, published, modified: facts?.fields.updated ?? published }),
    ...(author && { author }),
    ...said?.article,
  }
  return (
    <ContentPageHead
      site={site}
      page={page}
      pathname={location.pathname}
      article={said?.graph.length ? [ld, ...said.graph] : ld}
      listPage={pageContext.listPage}
    />
  )
}

export const query = graphql`
  query ArticlePage($id: String!, $listPage: Int!) {
    ...SiteFields
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
      ...ArticleFields
      readingMinutes
      contents { title id }
      related { path title description date(formatString: "YYYY-MM-DD") }
    }
    siteJson {
      articles { ...ArticleWordsFields }
    }
  }
`
