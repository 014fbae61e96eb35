// The fields the page query asks of each kind of section, made from their schemas by the build
// (src/node/pages/section-types.ts), which writes this file again when a kind changes: do not edit it.
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
    ... on PageListSection { id heading intro order pages topic empty entries (page: $listPage) { path title description date(formatString: "YYYY-MM-DD") } pageCount }
    ... on QuestionsSection { id heading intro items { question answer } }
    ... on StepsSection { id heading intro items { title body } }
    ... on QuoteSection { id quote name role organisation photo { childImageSharp { gatsbyImageData(width: 64, height: 64, formats: [AUTO, AVIF, WEBP], placeholder: NONE) } } photoAlt permission }
    ... on LogosSection { id heading intro items { name image { childImageSharp { gatsbyImageData(height: 40, layout: FIXED, formats: [AUTO, AVIF, WEBP], placeholder: NONE) } } permission } }
    ... on PlansSection { id heading intro items { name price per summary features button { label to } highlight } recommended notes }
    ... on AssurancesSection { id heading intro items { title status since evidence body } inPlace inProgress evidenceLabel }
    ... on FormSection { id name heading intro fields { kind label key required options } submit success }
    ... on VideoSection { id heading file { publicURL } poster { childImageSharp { gatsbyImageData(width: 1280, formats: [AUTO], placeholder: NONE) } } captions { publicURL } description transcript captionsTrack { language label } }
  }
`
