// The about page: content/about.md and the founder from content/site.json into AboutView.
import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { AboutContent } from "../content/schema"
import { siteFromQuery, type SiteQueryData } from "../content/fragments"
import { Layout } from "../components/layout/Layout"
import { Seo } from "../components/layout/Seo"
import { AboutView } from "../components/views/AboutView"

type AboutFrontmatter = Omit<AboutContent, "team"> & {
  team: { heading: string; bio: string; photo: { childImageSharp: { gatsbyImageData: IGatsbyImageData } } | null; photoAlt: string | null }
}
type AboutData = SiteQueryData & { markdownRemark: { html: string; frontmatter: AboutFrontmatter } }

export default function AboutPage({ data }: PageProps<AboutData>) {
  const { site, buildYear } = siteFromQuery(data)
  const { html, frontmatter } = data.markdownRemark
  const { photo, photoAlt, ...team } = frontmatter.team
  return (
    <Layout site={site} buildYear={buildYear}>
      <AboutView
        about={{ ...frontmatter, team: { ...team, photoAlt: photoAlt ?? undefined } }}
        html={html}
        founder={site.founder}
        photo={photo?.childImageSharp.gatsbyImageData}
        demoUrl={site.demoUrl}
      />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<AboutData>) {
  const { site } = siteFromQuery(data)
  const { title, description } = data.markdownRemark.frontmatter
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
    markdownRemark(fields: { kind: { eq: "about" } }) {
      html
      frontmatter {
        title description heading intro
        team {
          heading bio photoAlt
          photo { childImageSharp { gatsbyImageData(width: 128, height: 128, formats: [AUTO, AVIF, WEBP], placeholder: NONE) } }
        }
        cta { heading body button }
      }
    }
  }
`
