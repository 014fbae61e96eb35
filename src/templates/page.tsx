// Every page written in content/pages/ (created in src/node/create-pages.ts), the landing page
// and the about page among them: its sections through GraphQL into PageView.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { required, siteFromQuery } from "../content/fragments"
import type { SiteContent } from "../content/schema"
import { sectionView } from "./page-sections"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { cardHeading, cardPath } from "../content/card-paths"
import { PageView, trailOf } from "../sections/PageView"
import { article, breadcrumbList } from "../content/structured-data"

type Data = Queries.ContentPageQuery

export default function ContentPage({ data, location }: PageProps<Data>) {
  const { site, buildYear } = siteFromQuery(data)
  const page = required(data.contentPage, "content page")
  return (
    <Layout site={site} buildYear={buildYear} pathname={location.pathname}>
      <PageView
        sections={page.sections.map(sectionView)}
        site={site}
        title={page.title}
        path={page.path}
        date={page.date ?? undefined}
        breadcrumb={page.breadcrumb}
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
  const structuredData = [
    ...(sections.some((section) => section.__typename === "TeamSection") ? [personOf(site)] : []),
    ...(trail.length ? [breadcrumbList(site.siteUrl, trail)] : []),
    ...(date ? [article({ siteUrl: site.siteUrl, path, headline: title, description, image, published: date })] : []),
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
    }
  }
`
