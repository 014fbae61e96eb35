// The fields the page query asks of each kind of section, made from their schemas by the build
// (src/sections/graphql-types.ts), which writes this file again when a kind changes: do not edit it.
import { graphql } from "gatsby"

export const pageSectionFields = graphql`
  fragment PageSectionFields on PageSection {
    __typename
    ... on OpeningSection { id eyebrow heading lead buttons { label to } preview { label title meta sections { heading body } rating { label value } status } }
    ... on CardsSection { id heading intro items { icon title body link { label to } } }
    ... on FiguresSection { id heading intro notesHeading items { value label body basis } }
    ... on TextSection { id body }
    ... on TeamSection { id heading bio photo { childImageSharp { gatsbyImageData(width: 128, height: 128, formats: [AUTO, AVIF, WEBP], placeholder: NONE) } } photoAlt }
    ... on CallToActionSection { id heading body button to }
    ... on PageListSection { id heading intro order pages empty entries { path title description date(formatString: "YYYY-MM-DD") } }
  }
`
