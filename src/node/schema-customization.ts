// Explicit GraphQL types for every content file, so nothing is inferred, a field missing from
// every file is still typed, and the generated query types match what the views take.
import type { GatsbyNode } from "gatsby"
import { ICON_NAMES } from "../content/icons"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type LinkItem { label: String! to: String }
    type RequiredLink { label: String! to: String! }
    type ProfileLink { label: String! url: String! }
    type Founder { name: String! role: String! profiles: [ProfileLink!]! }
    type HeaderContent { skipLink: String! menu: String! links: [RequiredLink!]! signIn: String! bookDemo: String! }
    type FooterColumn { title: String! items: [LinkItem!]! }
    type FooterContent { blurb: String! columns: [FooterColumn!]! rights: String! }
    type NotFoundContent { title: String! code: String! heading: String! body: String! homeLink: String! }
    type LegalLabels {
      lastUpdated: String! download: String! openInNewTab: String!
      fallbackTitle: String! fallbackBody: String! questions: String! archive: ArchiveLabels!
    }
    type ArchiveLabels {
      earlierVersions: String! notCurrent: String! replacedOn: String! readCurrent: String! seeChanges: String!
      changesHeading: String! earlierVersion: String! replacedBy: String!
      added: String! removed: String! changed: String! onlyDateChanged: String!
    }
    type SiteJson implements Node @dontInfer {
      productName: String! tagline: String! description: String! siteUrl: String!
      contactEmail: String! appLoginUrl: String! demoUrl: String! themeColor: String!
      founder: Founder! header: HeaderContent! footer: FooterContent!
      notFound: NotFoundContent! legal: LegalLabels!
    }

    enum FeatureIcon { ${ICON_NAMES.join(" ")} }
    type PreviewSection { heading: String! body: String! }
    type PreviewRating { label: String! value: String! }
    type HeroPreview { label: String! title: String! meta: [String!]! sections: [PreviewSection!]! rating: PreviewRating! status: String! }
    type Hero { eyebrow: String! heading: String! lead: String! primaryCta: String! secondaryCta: RequiredLink! preview: HeroPreview! }
    type Feature { icon: FeatureIcon! title: String! body: String! }
    type FeaturesSection { id: String! heading: String! intro: String! items: [Feature!]! }
    type Figure { value: String! label: String! body: String! basis: String! }
    type BenefitsSection { id: String! heading: String! intro: String! notesHeading: String! items: [Figure!]! }
    type CallToAction { heading: String! body: String! button: String! }
    type TeamSection { heading: String! bio: String! photo: File @fileByRelativePath photoAlt: String }

    type HomePage implements Node @dontInfer {
      title: String! description: String! hero: Hero! features: FeaturesSection! benefits: BenefitsSection! cta: CallToAction!
    }
    type AboutPage implements Node @dontInfer {
      title: String! description: String! heading: String! intro: String! team: TeamSection! cta: CallToAction!
      markdown: MarkdownRemark! @link
    }
    enum LegalBlockKind { h2 h3 p ul ol }
    type LegalRun { text: String! href: String strong: Boolean! em: Boolean! }
    type LegalBlock { kind: LegalBlockKind! id: String runs: [LegalRun!] items: [[LegalRun!]!] }
    type LegalDocument implements Node @dontInfer {
      title: String! description: String! path: String! pdf: String! lastUpdated: Date! @dateformat
      blocks: [LegalBlock!]!
      "The content file it comes from, e.g. content/legal/privacy-policy.md"
      sourceFile: String!
      "Its revisions before this one, from the repository's history (src/node/legal-archive.ts)"
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
    enum LegalWordChange { added removed }
    type LegalWord { text: String! change: LegalWordChange }
    type LegalItemChange { change: LegalChangeKind words: [LegalWord!]! }
    type LegalBlockChange {
      change: LegalChangeKind! kind: LegalBlockKind! section: String sectionId: String
      words: [LegalWord!] items: [LegalItemChange!]
    }
    type LegalChanges implements Node @dontInfer {
      sourceFile: String! title: String! description: String! path: String!
      from: LegalVersionLink! to: LegalVersionLink! changes: [LegalBlockChange!]!
    }
    type MarkdownRemark implements Node @dontInfer
  `)
}
