// Every page written in content/pages/ (created in src/node/create-pages.ts), the landing page
// and the about page among them: its sections through GraphQL into PageView.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { required, siteFromQuery, withoutNulls } from "../content/fragments"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { SiteContent } from "../content/schema"
import { sectionView } from "./page-sections"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { cardHeading, cardPath } from "../content/card-paths"
import { PageView, trailOf } from "../sections/PageView"
import { article, breadcrumbList, videoObject } from "../content/structured-data"
import { ArticleClose, ArticleIntro, type ArticleFacts } from "../sections/ArticleParts"
import { authorPerson } from "../content/hub-structured-data"

// An article's parts, as the views take them; undefined for a page that is not one (or a site without the articles' words).
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

type Data = Queries.ContentPageQuery

export default function ContentPage({ data, location }: PageProps<Data>) {
  const { site, buildYear } = siteFromQuery(data)
  const page = required(data.contentPage, "content page")
  const article = articleOf(data)
  return (
    <Layout site={site} buildYear={buildYear} pathname={location.pathname}>
      <PageView
        sections={page.sections.map(sectionView)}
        site={site}
        title={page.title}
        path={page.path}
        date={page.date ?? undefined}
        breadcrumb={page.breadcrumb}
        intro={article && <ArticleIntro article={article} />}
        close={article && <ArticleClose article={article} site={site} />}
      />
    </Layout>
  )
}

// A page with the team card says who the founder is, for search engines.
const personOf = (site: SiteContent) => ({
  "@context": "https://schema.org",
  "@type": "Person",
  name: site.founder.name,
  jobTitle: site.founder.role,
  worksFor: { "@id": `${site.siteUrl}/#organization` },
  sameAs: site.founder.profiles.map((profile) => profile.url),
})

// Where a page under another stands, and a dated page as an article (src/content/structured-data.ts).
export function Head({ data, location }: HeadProps<Data>) {
  const { site } = siteFromQuery(data)
  const { title, description, sections, path, date, breadcrumb, feeds, formSuccess } = required(data.contentPage, "content page")
  const trail = trailOf(site.pages?.home ?? site.productName, title, path, breadcrumb)
  const card = { path: cardPath(path), alt: `${site.productName}: ${cardHeading(title, sections)}` }
  const image = `${site.siteUrl}${card.path}`
  const facts = articleOf(data)
  const author = facts?.byline && authorPerson(site.siteUrl, { ...facts.byline, profiles: data.contentPage?.byline?.profiles ?? [] })
  const structuredData = [
    ...(sections.some((section) => section.__typename === "TeamSection") ? [personOf(site)] : []),
    ...(trail.length ? [breadcrumbList(site.siteUrl, trail)] : []),
    ...(date
      ? [
          {
            ...article({ siteUrl: site.siteUrl, path, headline: title, description, image, published: date, modified: facts?.updated ?? date }),
            ...(author && { author }),
          },
        ]
      : []),
    ...sections.flatMap((section) =>
      section.__typename === "VideoSection"
        ? [
            videoObject({
              siteUrl: site.siteUrl,
              name: section.heading ?? title,
              description: section.description,
              poster: section.poster?.childImageSharp?.gatsbyImageData.images.fallback?.src,
              file: section.file?.publicURL ?? undefined,
              published: date,
            }),
          ]
        : [],
    ),
  ]
  return (
    <Seo
      site={site}
      title={title}
      description={description}
      pathname={location.pathname}
      structuredData={structuredData}
      feeds={feeds}
      noindex={formSuccess}
      card={path === "/" ? undefined : card}
    />
  )
}

export const query = graphql`
  query ContentPage($id: String!) {
    ...SiteFields
    contentPage(id: { eq: $id }) {
      title
      description
      path
      date(formatString: "YYYY-MM-DD")
      breadcrumb { title path }
      feeds { title path }
      formSuccess
      sections { ...PageSectionFields }
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
