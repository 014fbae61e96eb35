// Explicit GraphQL types for every content file, so nothing is inferred, a field missing from
// every file is still typed, and the generated query types match what the views take. Each content
// file's node is declared a child of its File, so the types are the same whatever content exists
// (a site's first author adds no field to File): src/gatsby-types.d.ts changes only with the code.
import type { GatsbyNode } from "gatsby"
import { sectionTypes } from "./section-types"
import { publishedRedirects, type AddressNodes } from "../headers/redirects"
import type { Redirect } from "../../vocabulary/redirects"
import { announcementOfTheDay, linkOfTheDay } from "./site-day"
import type { PageNodes } from "../../vocabulary/publishing"
import { articleResolvers } from "./article-resolvers"
import { PAGE_INDEX_TYPE } from "../../vocabulary/page-index"
import { pageResolvers } from "./page-resolvers"
import { fieldsOf } from "./content-type-graphql"
import { articleType } from "../../vocabulary/content-types/article"
import { articleWordsSchema } from "../../vocabulary/content-types/article-words"
import { authorType } from "../../vocabulary/content-types/author"
import { topicType } from "../../vocabulary/content-types/topic"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes(sectionTypes(schema))
  // The hub's types' fields, from their schemas (src/vocabulary/content-types/): an article's are a ContentPage's.
  const hubTypes: string[] = []
  const [author, topic, article, articleWords] = [
    fieldsOf(authorType.schema.shape, "Author", hubTypes),
    fieldsOf(topicType.schema.shape, "Topic", hubTypes),
    fieldsOf(articleType.schema.shape, "Article", hubTypes),
    fieldsOf(articleWordsSchema.shape, "ArticleWords", hubTypes),
  ]
  actions.createTypes(`
    type LinkItem { label: String! to: String }
    type RequiredLink { label: String! to: String! }
    type ProfileLink { label: String! url: String! }
    type Founder { name: String! role: String! profiles: [ProfileLink!]! }
    type HeaderContent { skipLink: String! menu: String! links: [RequiredLink!]! signIn: String! bookDemo: String! }
    type FooterColumn { title: String! items: [LinkItem!]! }
    type FooterContent { blurb: String! columns: [FooterColumn!]! rights: String! }
    "A permanent redirect the site publishes (src/node/headers/redirects.ts)"
    type SiteRedirect { from: String! to: String! }
    type PagesWords { breadcrumb: String! home: String! emptyList: String! previousPage: String! nextPage: String! pageOf: String! legalFeed: String! transcript: String }
    type FormsWords { notice: String! required: String! robotField: String! choose: String! }
    type NotFoundContent { title: String! code: String! heading: String! body: String! homeLink: String! }
    type LegalLabels {
      lastUpdated: String! download: String! openInNewTab: String!
      fallbackTitle: String! fallbackBody: String! questions: String! archive: ArchiveLabels!
    }
    type ArchiveLabels {
      earlierVersions: String! notCurrent: String! replacedOn: String! readCurrent: String! seeChanges: String!
      changesHeading: String! earlierVersion: String! replacedBy: String!
      added: String! removed: String! changed: String! onlyDateChanged: String!
      reworded: String! renumbered: String! formerly: String! moved: String! movedFrom: String! summary: String! sectionsAdded: String! sectionsRemoved: String! headingsReworded: String! sectionsRenumbered: String! paragraphsChanged: String! itemsChanged: String! comparisonPdf: String!
    }
    type SecurityPolicy { contact: String! expires: String! }
    "A video's captions track: its language and that language's name (src/sections/video)"
    type CaptionsTrack { language: String! label: String! }
    "The day the site is built for, and where the addresses of the pages come down that day lead (src/node/pages/site-day.ts)"
    type SiteDay implements Node @dontInfer { today: String! sendsOn: [SiteRedirect!]! }
    "The band across every page; null on a day outside its dates (src/vocabulary/announcement.ts)"
    type Announcement { text: String! link: RequiredLink from: String! until: String! }
    type SiteJson implements Node @dontInfer @childOf(types: ["File"]) {
      productName: String! tagline: String! description: String! siteUrl: String!
      contactEmail: String! security: SecurityPolicy! appLoginUrl: String! demoUrl: String! themeColor: String!
      timeZone: String feedEntries: Int announcement: Announcement
      founder: Founder! header: HeaderContent! footer: FooterContent!
      pages: PagesWords forms: FormsWords notFound: NotFoundContent! legal: LegalLabels! articles: ArticleWords
      search: SearchWords!
    }
    type SearchWords { title: String! description: String! label: String! button: String! noScript: String! found: String! none: String! corrected: String! results: String! more: String! topics: String! latest: String! }
    ${hubTypes.join("\n    ")}
    type ArticleWords { ${articleWords.sdl} }
    "An article's writer (content/authors/<id>.md)"
    type Author implements Node @dontInfer @childOf(types: ["File"]) {
      authorId: String! ${author.sdl}
      "The biography as HTML"
      biography: String! path: String! sourceFile: String!
    }
    "What articles are about (content/topics/<id>.md)"
    type Topic implements Node @dontInfer @childOf(types: ["File"]) { topicId: String! ${topic.sdl} path: String! sourceFile: String! }
    type ContentsEntry { title: String! id: String! }

    "The pages live on the build's day and every list of them, made once a build, which the lists' queries read (src/vocabulary/page-index.ts)"
    type ${PAGE_INDEX_TYPE} implements Node @dontInfer { id: ID! }
    "A page on a list of pages (src/sections/pageList)"
    type PageListEntry { path: String! title: String! description: String! date: Date @dateformat }
    "The articles naming an author or a topic by another field than its page's own list's (an author's reviewed), under its heading"
    type ArticleListing { field: String! heading: String! articles: [PageListEntry!]! }

    type PageLink { title: String! path: String! }
    type ContentPage implements Node @dontInfer @childOf(types: ["File"]) {
      title: String! description: String! path: String! date: Date @dateformat sections: [PageSection!]!
      ${article.sdl}
      "The first and last days it is built, and where its address then sends visitors, its then (src/vocabulary/publishing.ts)"
      publish: String until: String sendsTo: String
      "An article's reading time in minutes and its table of contents (src/vocabulary/article.ts)"
      readingMinutes: Int contents: [ContentsEntry!]!
      "The pages it stands under, outermost first, the landing page left out (ancestorPaths in src/vocabulary/addresses.ts)"
      breadcrumb: [PageLink!]!
      "The lists it is on or shows, each followed in its feed: its own, then the pages' it stands under"
      feeds: [PageLink!]!
      "The content file it comes from, e.g. content/pages/about.md"
      sourceFile: String!
      "The ids its sections give it, which /path#id links may name"
      anchors: [String!]!
      "Where its links inside the site go, like /pricing or /#features"
      links: [String!]!
      "Whether a form lands its visitors here: a thank-you page, kept out of search"
      formSuccess: Boolean!
    }
    enum LegalBlockKind { h2 h3 p ul ol }
    type LegalRun { text: String! href: String strong: Boolean! em: Boolean! }
    type LegalBlock { kind: LegalBlockKind! id: String runs: [LegalRun!] items: [[LegalRun!]!] }
    type LegalDocument implements Node @dontInfer @childOf(types: ["File"]) {
      title: String! description: String! path: String! pdf: String! lastUpdated: Date! @dateformat
      blocks: [LegalBlock!]!
      "The content file it comes from, e.g. content/legal/privacy-policy.md"
      sourceFile: String!
      "Its revisions before this one, from the repository's history (src/node/legal/legal-archive.ts)"
      earlierVersions: [LegalRevision!] @link(by: "sourceFile", from: "sourceFile")
    }
    type LegalDate { iso: String! display: String! }
    type LegalVersionLink { date: LegalDate! path: String! }
    type LegalRevision implements Node @dontInfer {
      sourceFile: String! title: String! description: String! path: String! pdf: String!
      lastUpdated: LegalDate! blocks: [LegalBlock!]! commit: String!
      currentPath: String! replacedBy: LegalVersionLink! changesPath: String!
    }
    enum LegalChangeKind { added removed changed }
    enum LegalBlockChangeKind { added removed changed moved }
    enum LegalChangedBlockKind { p ul ol }
    enum LegalSectionChangeKind { added removed reworded renumbered }
    enum LegalSummaryKind { sectionsAdded sectionsRemoved headingsReworded sectionsRenumbered paragraphsChanged itemsChanged }
    enum LegalWordChange { added removed }
    type LegalWord { text: String! change: LegalWordChange }
    type LegalItemChange { change: LegalChangeKind words: [LegalWord!]! }
    type LegalBlockChange {
      change: LegalBlockChangeKind! kind: LegalChangedBlockKind! words: [LegalWord!] items: [LegalItemChange!]
      movedFrom: String anchor: String!
    }
    type LegalSectionChange {
      change: LegalSectionChangeKind heading: String id: String formerHeading: String
      headingWords: [LegalWord!] blocks: [LegalBlockChange!]! anchor: String!
    }
    type LegalChangeCount { kind: LegalSummaryKind! count: Int! first: String }
    type LegalChanges implements Node @dontInfer {
      sourceFile: String! title: String! description: String! path: String! pdf: String!
      from: LegalVersionLink! to: LegalVersionLink! sections: [LegalSectionChange!]! summary: [LegalChangeCount!]!
    }
  `)
}

type FindAll = { nodeModel: PageNodes }

// What a page finds among the others (its breadcrumb, its feeds) and an article's; the announcement of the day; the site's redirects, for the editor.
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(pageResolvers)
  createResolvers(articleResolvers)
  createResolvers({
    // The announcement on the day of the build: the pages are drawn with it or without it.
    SiteJson: {
      announcement: {
        resolve: announcementOfTheDay,
      },
    },
    // The header's and footer's links to a page come down lead where its address then sends visitors.
    RequiredLink: { to: { resolve: linkOfTheDay } },
    LinkItem: { to: { resolve: linkOfTheDay } },
    Query: {
      // The editor checks a link as the build does: through the former addresses of what moved (to pages published today).
      formerAddresses: {
        type: "[SiteRedirect!]!",
        resolve: async (_source: unknown, _args: unknown, context: FindAll) => {
          const all = async (type: string) => [...(await context.nodeModel.findAll({ type })).entries] as unknown[]
          const [pages, legal, day] = await Promise.all([all("ContentPage"), all("LegalDocument"), context.nodeModel.findOne({ type: "SiteDay", query: {} })])
          return publishedRedirects({ pages, legal } as AddressNodes, (day as { sendsOn: Redirect[] } | null)?.sendsOn).moves
        },
      },
    },
  })
}
