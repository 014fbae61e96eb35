// An author's page (/authors/<id>: who they are, their photo, biography and profiles) and a
// topic's (/topics/<id>: its description), each listing its live articles newest first, with its
// feed; an author's page then lists the articles they reviewed.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { required, siteFromQuery } from "../content/fragments"
import { listFeedPath } from "../content/feed-paths"
import { authorPerson } from "../content/hub-structured-data"
import { altText } from "../content/alt-text"
import { PAGE_HEADING_ID } from "../content/page-ids"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { ArticleList } from "../sections/ArticleParts"
import { ListPager } from "../components/ui/ListPager"
import { listPageTitle } from "../content/list-pages"
import { PageHeading } from "../components/ui/PageHeading"
import { Container } from "../components/ui/Container"
import { Picture } from "../components/ui/Picture"
import { withoutNulls } from "../content/fragments"
import { PROSE } from "../components/ui/prose"

type Data = Queries.HubIndexQuery
// Which page of the author's or topic's articles this is (src/node/hub-pages.ts): 2 for /topics/<id>/page/2.
type Context = { listPage: number }

// The author or the topic the page is for, as one shape: its name, what it says of itself, and its articles.
function subjectOf(data: Data) {
  const author = data.author
  const topic = data.topic
  const subject = required(author ?? topic, "author or topic")
  return withoutNulls({
    name: subject.name,
    path: subject.path,
    articles: subject.articles,
    pageCount: subject.pageCount,
    reviewed: author?.reviewedArticles ?? [],
    role: author?.role,
    credentials: author?.credentials,
    description: topic?.description,
    biography: author?.biography,
    profiles: author?.profiles ?? [],
    photo: author?.photo?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined,
    photoAlt: author?.photoAlt,
  })
}

export default function HubIndex({ data, location, pageContext }: PageProps<Data, Context>) {
  const { site, buildYear } = siteFromQuery(data)
  const subject = subjectOf(data)
  const words = data.siteJson?.articles
  const heading = (data.author ? words?.written : words?.articles) ?? ""
  return (
    <Layout site={site} buildYear={buildYear} pathname={location.pathname} searchTitle={pageContext.listPage > 1 ? undefined : subject.name}>
      <PageHeading trail={[]} trailName="" heading={subject.name} headingId={PAGE_HEADING_ID} />
      <Container className="pb-2">
        <div className="flex max-w-3xl flex-col gap-6 sm:flex-row sm:items-start">
          {subject.photo && <Picture image={subject.photo} alt={altText(subject.photoAlt ?? "")} className="h-32 w-32 shrink-0 rounded-2xl" />}
          <div>
            {subject.role && <p className="text-lg font-medium text-slate-700">{subject.role}</p>}
            {subject.description && <p className="text-lg text-slate-700">{subject.description}</p>}
            {subject.biography && (
              // The biography's HTML is made at build from Markdown with raw HTML off (src/content/markdown.ts).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered at build, raw HTML refused
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
      {(subject.articles.length > 0 || subject.reviewed.length === 0) && (
        <ArticleList heading={heading} headingId="articles-heading" articles={subject.articles}>
          {site.pages && <ListPager path={subject.path} page={pageContext.listPage} pages={subject.pageCount} words={site.pages} />}
        </ArticleList>
      )}
      {/* What they reviewed, all of it, after the first page of what they wrote. */}
      {pageContext.listPage === 1 && subject.reviewed.length > 0 && words && (
        <ArticleList heading={words.reviewed} headingId="reviewed-heading" articles={subject.reviewed} />
      )}
    </Layout>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const { site } = siteFromQuery(data)
  const subject = subjectOf(data)
  const title = listPageTitle(subject.name, site.pages?.pageOf, pageContext.listPage, subject.pageCount)
  const description = subject.description ?? `${subject.name}, ${subject.role}`
  const person = data.author && { "@context": "https://schema.org", ...authorPerson(site.siteUrl, { ...subject, role: subject.role ?? "" }) }
  return (
    <Seo
      site={site}
      title={title}
      description={description}
      pathname={location.pathname}
      structuredData={person ? [person] : []}
      feeds={[{ title: subject.name, path: listFeedPath(subject.path) }]}
    />
  )
}

export const query = graphql`
  query HubIndex($id: String!, $listPage: Int!) {
    ...SiteFields
    siteJson { articles { articles written reviewed } }
    author(id: { eq: $id }) {
      name role credentials path photoAlt biography profiles { label url }
      photo { childImageSharp { gatsbyImageData(width: 128, height: 128, formats: [AUTO, AVIF, WEBP], placeholder: NONE) } }
      articles(page: $listPage) { path title description date(formatString: "YYYY-MM-DD") }
      pageCount
      reviewedArticles { path title description date(formatString: "YYYY-MM-DD") }
    }
    topic(id: { eq: $id }) {
      name description path
      articles(page: $listPage) { path title description date(formatString: "YYYY-MM-DD") }
      pageCount
    }
  }
`
