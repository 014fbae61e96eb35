// The about page: content/about.md and the founder from content/site.json into AboutView.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { required, siteFromQuery } from "../content/fragments"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { AboutView } from "../components/views/AboutView"

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const { site, buildYear } = siteFromQuery(data)
  const { markdown, team, ...about } = required(data.aboutPage, "content/about.md")
  const { photo, photoAlt, ...teamText } = team
  return (
    <Layout site={site} buildYear={buildYear}>
      <AboutView
        about={{ ...about, team: { ...teamText, photoAlt: photoAlt ?? undefined } }}
        body={<div dangerouslySetInnerHTML={{ __html: required(markdown.html, "body of content/about.md") }} />}
        founder={site.founder}
        photo={photo?.childImageSharp?.gatsbyImageData}
        demoUrl={site.demoUrl}
      />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  const { site } = siteFromQuery(data)
  const { title, description } = required(data.aboutPage, "content/about.md")
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: site.founder.name,
    jobTitle: site.founder.role,
    worksFor: { "@id": `${site.siteUrl}/#organization` },
    sameAs: site.founder.profiles.map((profile) => profile.url),
  }
  return <Seo site={site} title={title} description={description} pathname={location.pathname} structuredData={[person]} />
}

export const query = graphql`
  query AboutPage {
    ...SiteFields
    aboutPage {
      title description heading intro
      team {
        heading bio photoAlt
        photo { childImageSharp { gatsbyImageData(width: 128, height: 128, formats: [AUTO, AVIF, WEBP], placeholder: NONE) } }
      }
      cta { heading body button }
      markdown { html }
    }
  }
`
