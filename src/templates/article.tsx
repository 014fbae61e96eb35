// A page with a date: an article (created in src/node/create-pages.ts). Its sections as any page's,
// with what the site adds around them (src/sections/ArticleParts.tsx), and an Article in its JSON-LD
// whose author is a Person. A template of its own, so that no other page loads its parts.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { required, siteFromQuery, withoutNulls } from "../content/fragments"
import { article } from "../content/structured-data"
import { ArticleClose, ArticleIntro, type ArticleFacts } from "../sections/ArticleParts"
import { authorPerson } from "../content/hub-structured-data"
import { ContentPageHead, pageCard } from "./content-page-head"
import { ContentPageBody } from "./content-page-body"

type Data = Queries.ArticlePageQuery
type Context = { listPage: number }

// An article's parts, as the views take them; undefined for a site without the articles' words.
function articleOf(data: Data): ArticleFacts | undefined {
  const page = data.contentPage
  const words = data.siteJson?.articles
  if (!page?.date || !page.readingMinutes || !words) return undefined
  const { byline } = page
  return withoutNulls({
    date: page.date,
    updated: page.updated,
    minutes: page.readingMinutes,
    byline: byline && { ...byline, photo: byline.photo?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined },
    topics: page.topicPages,
    contents: page.contents,
    related: page.related,
    words,
  }) as ArticleFacts
}

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
  const author = facts?.byline && authorPerson(site.siteUrl, { ...facts.byline, profiles: page.byline?.profiles ?? [] })
  const image = `${site.siteUrl}${pageCard(site, page).path}`
  const published = date ?? undefined
  const ld = {
    ...article({ siteUrl: site.siteUrl, path, headline: title, description, image, published, modified: facts?.updated ?? published }),
    ...(author && { author }),
  }
  return <ContentPageHead site={site} page={page} pathname={location.pathname} article={ld} listPage={pageContext.listPage} />
}

export const query = graphql`
  query ArticlePage($id: String!, $listPage: Int!) {
    ...SiteFields
    contentPage(id: { eq: $id }) {
      ...ContentPageFields
      updated(formatString: "YYYY-MM-DD")
      readingMinutes
      contents { title id }
      byline {
        name role path photoAlt profiles { url }
        photo { childImageSharp { gatsbyImageData(width: 48, height: 48, formats: [AUTO, AVIF, WEBP], placeholder: NONE) } }
      }
      topicPages { name path }
      related { path title description date(formatString: "YYYY-MM-DD") }
    }
    siteJson { articles { updated minutes contents related articles callToAction { heading body button } } }
  }
`
