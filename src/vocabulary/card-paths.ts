// Where each page's sharing card is published (src/node/drawings/social-cards.ts draws them): the landing
// page's at the address it has always had, og-image.png, which sites that show links keep.

/** The card of the page or legal document at `path`. */
export const cardPath = (path: string) => (path === "/" ? "/og-image.png" : `/og${path}.png`)

/** The heading a page's card shows: its opening's where it has one, otherwise its title. */
export const cardHeading = (title: string, sections: ReadonlyArray<{ __typename: string; heading?: string | null }>) =>
  sections.find((section) => section.__typename === "OpeningSection")?.heading ?? title
