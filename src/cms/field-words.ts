// The editor's label and hint for every field, in the words of content/README.md. Keyed by
// the field's path in its file (list items share their list's path); a test keeps the keys
// equal to the schema's fields.
type Words = Record<string, string | [label: string, hint: string]>

const SEARCH_DESCRIPTION: [string, string] = ["Search description", "The summary search engines and shared links show."]
const TAB_TITLE: [string, string] = ["Browser tab title", "Shown in the browser tab and in search results."]
const LINK_TO: [string, string] = ["Link", "/about, /#features (a page and a section on it), mailto:… or https://…"]
const CTA: Words = {
  cta: ["Call to action", "The closing section."],
  "cta.heading": "Heading",
  "cta.body": "Text",
  "cta.button": ["Button label", "The Book a Demo button."],
}

const home: Words = {
  title: TAB_TITLE,
  description: SEARCH_DESCRIPTION,
  hero: ["Opening section", "The first lines a visitor reads."],
  "hero.eyebrow": ["Eyebrow", "The short line above the main heading."],
  "hero.heading": ["Main heading", "The page's main heading."],
  "hero.lead": ["Lead", "The paragraph under the main heading."],
  "hero.primaryCta": ["Book a Demo button label", "Label of the Book a Demo button."],
  "hero.secondaryCta": ["Second button", "A second button beside Book a Demo."],
  "hero.secondaryCta.label": "Button label",
  "hero.secondaryCta.to": LINK_TO,
  "hero.preview": ["Sample report", "The sample report drawn beside the opening section."],
  "hero.preview.label": ["Badge", "The badge at the top of the sample report."],
  "hero.preview.title": "Report title",
  "hero.preview.meta": ["Details", "1 to 4 short lines under the report title."],
  "hero.preview.sections": ["Sections", "1 to 3 sections, each a heading and a text."],
  "hero.preview.sections.heading": "Heading",
  "hero.preview.sections.body": "Text",
  "hero.preview.rating": ["Rating", "The highlighted figure: a label and a value."],
  "hero.preview.rating.label": "Label",
  "hero.preview.rating.value": "Value",
  "hero.preview.status": ["Status", "The line at the foot of the sample report."],
  features: ["Features section", "The list of features."],
  "features.id": ["Section anchor", "features makes /#features work."],
  "features.heading": "Heading",
  "features.intro": ["Introduction", "One line under the heading."],
  "features.items": ["Features", "1 to 9 features."],
  "features.items.icon": "Icon",
  "features.items.title": "Title",
  "features.items.body": "Text",
  benefits: ["Benefits section", "The figures, with how each was measured."],
  "benefits.id": ["Section anchor", "benefits makes /#benefits work."],
  "benefits.heading": "Heading",
  "benefits.intro": ["Introduction", "One line under the heading."],
  "benefits.notesHeading": ["Footnotes heading", "The heading above the footnotes."],
  "benefits.items": ["Figures", "1 to 4 figures."],
  "benefits.items.value": ["Figure", "Like 10x; at most 12 characters."],
  "benefits.items.label": "Label",
  "benefits.items.body": "Text",
  "benefits.items.basis": ["How it was measured", "Shown in a tooltip and printed as a footnote."],
  ...CTA,
}

const about: Words = {
  title: TAB_TITLE,
  description: SEARCH_DESCRIPTION,
  heading: ["Main heading", "The page's main heading."],
  intro: ["Introduction", "The paragraph under the main heading."],
  team: ["Team card", "The founder's card; name, role and profiles are in the site settings."],
  "team.heading": "Heading",
  "team.bio": "Biography",
  "team.photo": ["Photo", "Optional; without it the card shows initials."],
  "team.photoAlt": ["Photo description", "Describe the photo for people who cannot see it."],
  ...CTA,
}

const site: Words = {
  productName: "Brand name",
  tagline: ["Tagline", "One line."],
  description: ["Default search description", "Used by pages that have none of their own."],
  siteUrl: ["Public address", "https://…, no trailing slash: canonical URLs and the sitemap use it."],
  contactEmail: ["Contact email", "Shown on legal pages and in the footer's Contact link."],
  appLoginUrl: ["Sign In address", "Where Sign In goes (opens in a new tab)."],
  demoUrl: ["Book a Demo address", "Where Book a Demo goes (opens in a new tab)."],
  themeColor: ["Brand colour", "For browsers, like #0b3b5c."],
  founder: ["Founder", "The about page's team card."],
  "founder.name": "Name",
  "founder.role": "Role",
  "founder.profiles": ["Profiles", "Each a label and an https:// address."],
  "founder.profiles.label": "Label",
  "founder.profiles.url": "Address",
  header: "Header",
  "header.skipLink": ["Skip link", "The first link a keyboard user meets: it jumps to the content."],
  "header.menu": ["Menu button", "The menu button on phones."],
  "header.links": ["Links", "Header links, each a label and a link like /#features."],
  "header.links.label": "Label",
  "header.links.to": LINK_TO,
  "header.signIn": "Sign In label",
  "header.bookDemo": "Book a Demo label",
  footer: "Footer",
  "footer.blurb": ["Blurb", "The footer's text."],
  "footer.columns": ["Columns", "Each a title and items."],
  "footer.columns.title": "Title",
  "footer.columns.items": ["Items", "An item with no link shows as plain text until it has one."],
  "footer.columns.items.label": "Label",
  "footer.columns.items.to": LINK_TO,
  "footer.rights": ["Rights line", "The words after the copyright year."],
  notFound: ["Page not found", "The 404 page."],
  "notFound.title": TAB_TITLE,
  "notFound.code": "Code",
  "notFound.heading": "Heading",
  "notFound.body": "Text",
  "notFound.homeLink": "Home link label",
  legal: ["Legal pages' wording", "Used on every legal page."],
  "legal.lastUpdated": ["Last updated label", "Shown before the revision date."],
  "legal.download": "Download link label",
  "legal.openInNewTab": "Open in a new tab label",
  "legal.fallbackTitle": ["No PDF viewer: title", "Shown where a phone cannot show the PDF."],
  "legal.fallbackBody": ["No PDF viewer: text", "Shown where a phone cannot show the PDF."],
  "legal.questions": ["Questions line", "The line with the contact email at the end of the page."],
}

const legal: Words = {
  title: ["Title", "The page's heading."],
  description: SEARCH_DESCRIPTION,
  path: ["Page address", "Like /privacy-policy; no two documents may share one."],
  pdf: ["Counsel's PDF", "Leave empty: every build makes the PDF from the text, at /legal/ and the page address, like /legal/privacy-policy.pdf. Upload counsel's own PDF only if it must be published as it is."],
  lastUpdated: ["Last updated", "The document's revision date."],
}

export const FIELD_WORDS = { home, about, site, legal } as const
export type WordsFor = keyof typeof FIELD_WORDS
