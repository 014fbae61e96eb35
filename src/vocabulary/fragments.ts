// The GraphQL fragment every page query spreads: the site settings and the build year.
import { graphql } from "gatsby"
import type { SiteContent } from "./schema"

export const siteFields = graphql`
  fragment SiteFields on Query {
    siteJson {
      productName tagline description siteUrl contactEmail appLoginUrl demoUrl themeColor
      announcement { text link { label to } }
      founder { name role profiles { label url } }
      header { skipLink menu links { label to } signIn bookDemo }
      footer { blurb rights columns { title items { label to } } }
      pages { breadcrumb home emptyList previousPage nextPage pageOf legalFeed transcript }
      forms { notice required robotField choose }
      notFound { title code heading body homeLink }
      legal {
        lastUpdated download openInNewTab fallbackTitle fallbackBody questions
        archive { earlierVersions notCurrent replacedOn readCurrent seeChanges changesHeading earlierVersion replacedBy added removed changed onlyDateChanged reworded renumbered formerly moved movedFrom summary sectionsAdded sectionsRemoved headingsReworded sectionsRenumbered paragraphsChanged itemsChanged comparisonPdf }
      }
    }
    site { buildTime(formatString: "YYYY") }
  }
`

/** A node a page cannot be built without: the content check guarantees it, so its absence is a bug. */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value == null) throw new Error(`The page query found no ${what}`)
  return value
}

/** The site settings and the build year, as the components take them. */
export function siteFromQuery(data: Queries.SiteFieldsFragment): { site: SiteContent; buildYear: number } {
  return { site: withoutNulls(required(data.siteJson, "content/site.json")), buildYear: Number(required(data.site?.buildTime, "build time")) }
}

type WithoutNulls<T> = T extends null
  ? undefined
  : T extends readonly (infer Item)[]
    ? WithoutNulls<Item>[]
    : T extends object
      ? { [K in keyof T]: WithoutNulls<T[K]> }
      : T

// Every level of a query result with its nulls left out; an object `replace` gives a value for stands for that value.
function withoutNullsIn(value: unknown, replace: (object: object) => unknown = () => undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutNullsIn(item, replace))
  if (!value || typeof value !== "object") return value
  const replaced = replace(value)
  if (replaced !== undefined) return replaced
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== null)
      .map(([key, child]) => [key, withoutNullsIn(child, replace)]),
  )
}

/** A query result with every null (GraphQL's absent optional field) left out, as the components expect. */
export const withoutNulls = <T>(value: T): WithoutNulls<T> => withoutNullsIn(value) as WithoutNulls<T>

/** A page section's query result as its view takes it: no nulls, and an image (a File with its childImageSharp) as its sized images. */
export const asDrawn = (value: unknown): unknown =>
  withoutNullsIn(value, (object) =>
    "childImageSharp" in object ? ((object.childImageSharp as { gatsbyImageData?: unknown } | null)?.gatsbyImageData ?? null) : undefined,
  )
