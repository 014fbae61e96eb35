// The GraphQL fragment every page query spreads: the site settings and the build year.
import { graphql } from "gatsby"
import type { SiteContent } from "./schema"

export type SiteQueryData = { siteJson: SiteContent; site: { buildTime: string } }

export const siteFields = graphql`
  fragment SiteFields on Query {
    siteJson {
      productName tagline description siteUrl contactEmail appLoginUrl demoUrl themeColor
      founder { name role profiles { label url } }
      header { skipLink menu links { label to } signIn bookDemo }
      footer { blurb rights columns { title items { label to } } }
      notFound { title code heading body homeLink }
      legal { lastUpdated download openInNewTab fallbackTitle fallbackBody questions }
    }
    site { buildTime(formatString: "YYYY") }
  }
`

// GraphQL returns null for an absent optional field; the components expect it absent.
export function siteFromQuery(data: SiteQueryData): { site: SiteContent; buildYear: number } {
  const site = data.siteJson
  const footer = {
    ...site.footer,
    columns: site.footer.columns.map((column) => ({ ...column, items: column.items.map(({ label, to }) => (to ? { label, to } : { label })) })),
  }
  return { site: { ...site, footer }, buildYear: Number(data.site.buildTime) }
}
