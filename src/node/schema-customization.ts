// Explicit GraphQL types for every content file, so nothing is inferred and a field
// missing from every file is still typed.
import type { GatsbyNode } from "gatsby"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type LinkItem { label: String! to: String }
    type ProfileLink { label: String! url: String! }
    type Founder { name: String! role: String! profiles: [ProfileLink!]! }
    type HeaderContent { skipLink: String! menu: String! links: [LinkItem!]! signIn: String! bookDemo: String! }
    type FooterColumn { title: String! items: [LinkItem!]! }
    type FooterContent { blurb: String! columns: [FooterColumn!]! rights: String! }
    type NotFoundContent { title: String! code: String! heading: String! body: String! homeLink: String! }
    type LegalLabels {
      lastUpdated: String! download: String! openInNewTab: String!
      fallbackTitle: String! fallbackBody: String! questions: String!
    }
    type SiteJson implements Node @dontInfer {
      productName: String! tagline: String! description: String! siteUrl: String!
      contactEmail: String! appLoginUrl: String! demoUrl: String! themeColor: String!
      founder: Founder! header: HeaderContent! footer: FooterContent!
      notFound: NotFoundContent! legal: LegalLabels!
    }

    type PreviewSection { heading: String! body: String! }
    type PreviewRating { label: String! value: String! }
    type HeroPreview { label: String! title: String! meta: [String!]! sections: [PreviewSection!]! rating: PreviewRating! status: String! }
    type Hero { eyebrow: String! heading: String! lead: String! primaryCta: String! secondaryCta: LinkItem! preview: HeroPreview! }
    type Feature { icon: String! title: String! body: String! }
    type FeaturesSection { id: String! heading: String! intro: String! items: [Feature!]! }
    type Figure { value: String! label: String! body: String! basis: String! }
    type BenefitsSection { id: String! heading: String! intro: String! notesHeading: String! items: [Figure!]! }
    type CallToAction { heading: String! body: String! button: String! }
    type TeamSection { heading: String! bio: String! photo: File @fileByRelativePath photoAlt: String }

    type MarkdownRemarkFrontmatter @dontInfer {
      title: String! description: String!
      hero: Hero features: FeaturesSection benefits: BenefitsSection cta: CallToAction
      heading: String intro: String team: TeamSection
      path: String pdf: String lastUpdated: Date @dateformat
    }
    type MarkdownRemarkFields { kind: String! }
    type MarkdownRemark implements Node @dontInfer {
      frontmatter: MarkdownRemarkFrontmatter!
      fields: MarkdownRemarkFields!
    }
  `)
}
