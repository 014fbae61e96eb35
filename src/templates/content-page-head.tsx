// What every page of content/pages/ asks of its file (ContentPageFields), and its head: its title,
// description, card and feeds, and its JSON-LD (who the founder is on a page with the team card,
// where a page under another stands, each video it plays), with an article's own beside it.
import React from "react"
import { graphql } from "gatsby"
import type { SiteContent } from "../vocabulary/schema"
import { Seo } from "../components/layout/Seo"
import { cardHeading, cardPath } from "../vocabulary/card-paths"
import { trailOf } from "../sections/PageView"
import { breadcrumbList, videoObject } from "../vocabulary/structured-data"
import { listPageTitle } from "../vocabulary/list-pages"

type PageFields = Queries.ContentPageFieldsFragment

// A page with the team card says who the founder is, for search engines.
const personOf = (site: SiteContent) => ({
  "@context": "https://schema.org",
  "@type": "Person",
  name: site.founder.name,
  jobTitle: site.founder.role,
  worksFor: { "@id": `${site.siteUrl}/#organization` },
  sameAs: site.founder.profiles.map((profile) => profile.url),
})

/** The page's sharing card, whose address an article's Article names too. */
export const pageCard = (site: SiteContent, { title, sections, path }: PageFields) => ({
  path: cardPath(path),
  alt: `${site.productName}: ${cardHeading(title, sections)}`,
})

// A long list's later page is named for where it stands: "Insights, Page 2 of 7".
function titleOf(site: SiteContent, { title, sections }: PageFields, listPage: number) {
  const pages = Math.max(1, ...sections.map((section) => (section.__typename === "PageListSection" ? section.pageCount : 1)))
  return listPageTitle(title, site.pages?.pageOf, listPage, pages)
}

/** The title the site's search shows for the page: none for a list's later page or a form's thank-you page, which it leaves out. */
export const searchTitleOf = (page: PageFields, listPage: number) => (listPage > 1 || page.formSuccess ? undefined : page.title)

type HeadProps = { site: SiteContent; page: PageFields; pathname: string; article?: object | readonly object[]; listPage?: number }

export function ContentPageHead({ site, page, pathname, article, listPage = 1 }: HeadProps) {
  const { description, sections, path, date, breadcrumb, feeds, formSuccess } = page
  const title = titleOf(site, page, listPage)
  const trail = trailOf(site.pages?.home ?? site.productName, page.title, path, breadcrumb)
  const card = pageCard(site, page)
  const structuredData = [
    ...(sections.some((section) => section.__typename === "TeamSection") ? [personOf(site)] : []),
    ...(trail.length ? [breadcrumbList(site.siteUrl, trail)] : []),
    ...(article ? [article].flat() : []),
    ...sections.flatMap((section) =>
      section.__typename === "VideoSection"
        ? [
            videoObject({
              siteUrl: site.siteUrl,
              name: section.heading ?? page.title,
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
      pathname={pathname}
      structuredData={structuredData}
      feeds={feeds}
      noindex={formSuccess}
      card={path === "/" ? undefined : card}
    />
  )
}

export const contentPageFields = graphql`
  fragment ContentPageFields on ContentPage {
    title
    description
    path
    date(formatString: "YYYY-MM-DD")
    breadcrumb { title path }
    feeds { title path }
    formSuccess
    sections { ...PageSectionFields }
  }
`
