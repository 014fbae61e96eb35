// An author's page (/authors/<id>: who they are, their photo, biography and profiles) and a
// topic's (/topics/<id>: its description), each listing its live articles newest first, with its
// feed, then any other list of articles naming it, whole (an author's reviewed), each under its heading.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { required, siteFromQuery } from "../vocabulary/fragments"
import { listFeedPath } from "../vocabulary/feed-paths"
import { authorPerson } from "../vocabulary/hub-structured-data"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { type HubSubject, HubSubjectView } from "../sections/HubSubject"
import { listPageTitle } from "../vocabulary/list-pages"
import { withoutNulls } from "../vocabulary/fragments"

type Data = Queries.HubIndexQuery
// Which page of the author's or topic's articles this is (src/node/pages/hub-pages.ts): 2 for /topics/<id>/page/2.
type Context = { listPage: number }

// The author or the topic the page is for, as one shape: its name, what it says of itself, and its articles.
function subjectOf(data: Data): HubSubject {
  const author = data.author
  const topic = data.topic
  const subject = required(author ?? topic, "author or topic")
  return withoutNulls({
    name: subject.name,
    path: subject.path,
    articles: subject.articles,
    pageCount: subject.pageCount,
    heading: subject.heading,
    alsoListed: subject.alsoListed,
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
  return (
    <Layout site={site} buildYear={buildYear} pathname={location.pathname} searchTitle={pageContext.listPage > 1 ? undefined : subject.name}>
      <HubSubjectView subject={subject} listPage={pageContext.listPage} pagerWords={site.pages} />
    </Layout>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Data, Context>) {
  const { site } = siteFromQuery(data)
  const subject = subjectOf(data)
  const title = listPageTitle(subject.name, site.pages?.pageOf, pageContext.listPage, subject.pageCount)
  const description = subject.description ?? `${subject.name}, ${subject.role}`
  const person = data.author && { "@context": "https://schema.org", ...authorPerson(site.siteUrl, data.author) }
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
    author(id: { eq: $id }) {
      ...AuthorFields
      path biography
      photo { childImageSharp { gatsbyImageData(width: 128, height: 128, formats: [AUTO, AVIF, WEBP], placeholder: NONE) } }
      articles(page: $listPage) { path title description date(formatString: "YYYY-MM-DD") }
      pageCount heading
      alsoListed { field heading articles { path title description date(formatString: "YYYY-MM-DD") } }
    }
    topic(id: { eq: $id }) {
      ...TopicFields
      path
      articles(page: $listPage) { path title description date(formatString: "YYYY-MM-DD") }
      pageCount heading
      alsoListed { field heading articles { path title description date(formatString: "YYYY-MM-DD") } }
    }
  }
`
