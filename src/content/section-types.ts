// The kinds of page section, each with the GraphQL type its page query reads it as
// (src/node/schema-customization.ts). Apart from the schema, so that the page template can map
// the types back to kinds without bringing zod into the visitors' scripts.
export const SECTION_GRAPHQL_TYPES = {
  opening: "OpeningSection",
  cards: "CardsSection",
  figures: "FiguresSection",
  text: "TextSection",
  team: "TeamSection",
  callToAction: "CallToActionSection",
  pageList: "PageListSection",
} as const

export type SectionType = keyof typeof SECTION_GRAPHQL_TYPES
