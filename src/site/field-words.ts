// The editor's label and hint for every field, in the words of content/README.md. Keyed by
// the field's path in its file (list items share their list's path); a test keeps the keys
// equal to the schema's fields.
import { SECTION_KINDS } from "../sections/kinds"
import { type FieldWords, LINK_TO } from "../vocabulary/section-kind"
import { articleType } from "../vocabulary/content-types/article"
import { authorType } from "../vocabulary/content-types/author"
import { topicType } from "../vocabulary/content-types/topic"

export type Words = Record<string, FieldWords>

// A group's words under its name in the file: "" is the group's own, "callToAction" is articles.callToAction.
const prefixed = (name: string, words: Words): Words => Object.fromEntries(Object.entries(words).map(([path, said]) => [path ? `${name}.${path}` : name, said]))

// Each section kind's words (src/sections/<kind>/kind.ts) under its name: sections.cards.heading.
const sectionWords = (): Words =>
  Object.fromEntries(
    SECTION_KINDS.flatMap((kind) =>
      Object.entries(kind.words).map(([path, words]) => [path ? `sections.${kind.type}.${path}` : `sections.${kind.type}`, words]),
    ),
  )

const SEARCH_DESCRIPTION: [string, string] = ["Search description", "The summary search engines and shared links show."]
const TAB_TITLE: [string, string] = ["Browser tab title", "Shown in the browser tab and in search results."]

// An article's fields on the Pages form: optional there, on a page with a date.
const onAnyPage = (words: Words): Words =>
  Object.fromEntries(
    Object.entries(words).map(([path, said]) => [
      path,
      typeof said === "string" || path.includes(".") ? said : [said[0], `Optional, on a page with a date (an article). ${said[1]}`, ...said.slice(2)],
    ]),
  ) as Words

const page: Words = {
  title: TAB_TITLE,
  description: SEARCH_DESCRIPTION,
  path: ["Page address", "Like /pricing, or /case-studies/orthopaedic-practice for a page listed on /case-studies. No two pages or documents may share one."],
  date: [
    "Date",
    "Optional: when the page was published, no later than today (or than Publish on, for a page still to come); lists of pages show the newest first.",
  ],
  ...onAnyPage(articleType.words),
  publish: ["Publish on", "Optional: the first day the page is built, in the site's time zone; before it, the page is nowhere."],
  until: ["Last day", "Optional: the last day the page is built; after it, its address sends visitors to the page below. Empty both to keep the page up."],
  // biome-ignore lint/suspicious/noThenProperty: the field's name in the files writers write (content/README.md)
  then: ["Then send visitors to", "With a last day: the address of a live page, like /insights."],
  sections: ["Sections", "The page's sections from top to bottom: add one of any kind, drag to reorder.", "section"],
  ...sectionWords(),
}

// An article is a page (content/pages/) with a date and an author: the same fields and labels, with
// hints for the hub's articles (the editor's Articles); its own fields' words are its type's (src/vocabulary/content-types/article.ts).
const article: Words = {
  ...page,
  ...articleType.words,
  path: ["Page address", "Under the address of the page that lists your articles, like /insights/apportionment-explained. No two pages may share one."],
  date: [
    "Date",
    "The day the article is published, shown under its title, no later than today (or than Publish on, for an article still to come); lists show the newest first.",
  ],
  sections: ["Sections", "The article's text: a Text section whose ## headings make its table of contents; add others as on any page.", "section"],
}

const site: Words = {
  productName: "Brand name",
  tagline: ["Tagline", "One line."],
  description: ["Default search description", "Used by pages that have none of their own."],
  siteUrl: ["Public address", "https://…, no trailing slash: canonical URLs and the sitemap use it."],
  contactEmail: ["Contact email", "Shown on legal pages and in the footer's Contact link."],
  security: ["Security contact", "Published at /.well-known/security.txt for researchers who find a vulnerability."],
  "security.contact": ["Email", "Where vulnerability reports go, like security@…"],
  "security.expires": ["Valid until", "A date within a year, YYYY-MM-DD: the build stops once it has passed, so the contact is renewed."],
  appLoginUrl: ["Sign In address", "Where Sign In goes (opens in a new tab)."],
  demoUrl: ["Book a Demo address", "Where Book a Demo goes (opens in a new tab)."],
  themeColor: ["Brand colour", "For browsers, like #0b3b5c."],
  timeZone: ["Time zone", "Optional: the zone the site's days are in, like America/New_York. UTC when left empty."],
  feedEntries: [
    "Entries in a feed",
    "Optional: how many of the newest pages each Atom feed holds, 1 to 100; the list's page holds the rest. 50 when left empty.",
  ],
  announcement: ["Announcement", "Optional: a band above every page's header, from its first day to its last, then gone by itself."],
  "announcement.text": ["Text", "One line, like: New: ambient documentation for evaluations."],
  "announcement.link": ["Read-more link", "Optional: a link after the text."],
  "announcement.link.label": ["Link text", "Like Read more."],
  "announcement.link.to": ["Goes to", LINK_TO[1]],
  "announcement.from": ["First day", "YYYY-MM-DD: shown from the start of this day, in the site's time zone."],
  "announcement.until": ["Last day", "YYYY-MM-DD: shown to the end of this day; the next daily build takes it down."],
  founder: ["Founder", "The about page's team card."],
  "founder.name": "Name",
  "founder.role": "Role",
  "founder.profiles": ["Profiles", "Each a label and an https:// address.", "profile"],
  "founder.profiles.label": "Label",
  "founder.profiles.url": "Address",
  header: "Header",
  "header.skipLink": ["Skip link", "The first link a keyboard user meets: it jumps to the content."],
  "header.menu": ["Menu button", "The menu button on phones."],
  "header.links": ["Links", "Header links, six at most, each a label and a link like /#features. Where they do not all fit, the menu holds them.", "link"],
  "header.links.label": "Label",
  "header.links.to": LINK_TO,
  "header.signIn": "Sign In label",
  "header.bookDemo": "Book a Demo label",
  footer: "Footer",
  "footer.blurb": ["Blurb", "The footer's text."],
  "footer.columns": ["Columns", "Each a title and items.", "column"],
  "footer.columns.title": "Title",
  "footer.columns.items": ["Items", "An item with no link shows as plain text until it has one.", "item"],
  "footer.columns.items.label": "Label",
  "footer.columns.items.to": LINK_TO,
  "footer.rights": ["Rights line", "The words after the copyright year."],
  redirects: [
    "Redirects",
    "Addresses the site never had, each sent on for good: /demo to the booking page, /baa to the terms' addendum. A moved page's old address is redirected by itself.",
    "redirect",
  ],
  "redirects.from": ["From", "An address the site does not have, written as a page's is, like /demo."],
  "redirects.to": ["To", "A page, like /terms-of-service#business-associate-addendum, or https://…"],
  pages: ["Pages' words", "Words of the pages you add."],
  "pages.breadcrumb": ["Breadcrumb's name", "What screen readers call the trail above a page under another page."],
  "pages.home": ["Home in the trail", "The landing page's name in that trail."],
  "pages.emptyList": ["An empty list", "What a list of pages says while no page is under it yet."],
  "pages.previousPage": ["Previous page of a list", "The link to the twelve pages before, on a list of more than twelve."],
  "pages.nextPage": ["Next page of a list", "The link to the twelve pages after."],
  "pages.pageOf": ["Where a list's page stands", "Says which page of the list the visitor is on: {page} is its number, {pages} how many there are."],
  ...prefixed("articles", articleType.settings.words),
  "pages.legalFeed": ["Legal documents' feed", "The title of the feed that announces each new version of a legal document."],
  "pages.transcript": ["Transcript", "The name of the disclosure under a video that holds its transcript, like Transcript."],
  forms: ["Forms' words", "Every form's notice, the mark of a required field, and the hidden field's label."],
  "forms.notice": ["Notice under every form", "Required with a form: that the form is not for patient information."],
  "forms.required": ["Required mark", "Shown beside a field that must be filled in, like required."],
  "forms.robotField": ["Hidden field's label", "A field people never see, which spam robots fill in: its label, like Leave this empty."],
  "forms.choose": ["A list's first words", "What a list of options shows before one is chosen, like Choose…"],
  notFound: ["Page not found", "The 404 page."],
  "notFound.title": TAB_TITLE,
  "notFound.code": "Code",
  "notFound.heading": "Heading",
  "notFound.body": "Text",
  "notFound.homeLink": "Home link label",
  search: ["Search page", "The words of /search, which you can link from the header or the footer."],
  "search.title": TAB_TITLE,
  "search.description": ["Description", "What search engines show under the page's title."],
  "search.label": ["Search field's label", "Like Search the site."],
  "search.button": "Button",
  "search.noScript": ["Without JavaScript", "Shown where the browser runs no script: searching needs it, and the topics and latest articles follow."],
  "search.found": ["How many pages were found", "{count} is their number: Pages found: {count}."],
  "search.none": ["Nothing found", "Shown when no page holds the words searched for."],
  "search.corrected": [
    "Corrected words",
    "Above the pages found when a word was misspelt and searched as the nearest word the site holds, {words}: Showing results for {words}.",
  ],
  "search.results": ["Results' name", "What screen readers call the list of pages found, like Results."],
  "search.more": ["More results", "The button under ten results that shows ten more."],
  "search.topics": ["Topics' heading", "Above the list of topics."],
  "search.latest": ["Latest articles' heading", "Above the newest articles."],
  legal: ["Legal pages' wording", "Used on every legal page."],
  "legal.lastUpdated": ["Last updated label", "Shown before the revision date."],
  "legal.download": "Download link label",
  "legal.openInNewTab": "Open in a new tab label",
  "legal.fallbackTitle": ["No PDF viewer: title", "Shown where a phone cannot show the PDF."],
  "legal.fallbackBody": ["No PDF viewer: text", "Shown where a phone cannot show the PDF."],
  "legal.questions": ["Questions line", "The line with the contact email at the end of the page."],
  "legal.archive": ["Earlier versions' wording", "On a legal page with earlier versions, on each earlier version, and on the page of what changed."],
  "legal.archive.earlierVersions": ["Earlier versions heading", "Above the list of earlier versions' dates on the current page."],
  "legal.archive.notCurrent": ["Not the current version", "The notice at the top of an earlier version."],
  "legal.archive.replacedOn": ["Replaced on", "In the notice, before the date the version was replaced."],
  "legal.archive.readCurrent": "Link to the current version",
  "legal.archive.seeChanges": "Link to what changed",
  "legal.archive.changesHeading": ["What changed heading", "Before the document's title on the page of what changed."],
  "legal.archive.earlierVersion": ["Earlier version label", "Before the earlier version's date on the page of what changed."],
  "legal.archive.replacedBy": ["Replaced by label", "Before the newer version's date on the page of what changed."],
  "legal.archive.added": ["Added", "Marks added text; screen readers announce it too."],
  "legal.archive.removed": ["Removed", "Marks removed text; screen readers announce it too."],
  "legal.archive.changed": ["Changed", "Marks a changed paragraph, heading or list."],
  "legal.archive.onlyDateChanged": ["Only the date changed", "Shown when two versions have the same text."],
  "legal.archive.reworded": ["Reworded", "Marks a section whose heading was reworded."],
  "legal.archive.renumbered": ["Renumbered", "Marks a section whose number alone changed."],
  "legal.archive.formerly": ["Formerly", "Before a reworded or renumbered section's earlier heading."],
  "legal.archive.moved": ["Moved", "Marks a paragraph or list moved from another section."],
  "legal.archive.movedFrom": ["Moved from", "Before the heading of the section a moved paragraph came from."],
  "legal.archive.summary": ["Summary heading", "Above the counts of changes at the top of the page of what changed."],
  "legal.archive.sectionsAdded": ["Sections added", "A count in the summary."],
  "legal.archive.sectionsRemoved": ["Sections removed", "A count in the summary."],
  "legal.archive.headingsReworded": ["Headings reworded", "A count in the summary."],
  "legal.archive.sectionsRenumbered": ["Sections renumbered", "A count in the summary."],
  "legal.archive.paragraphsChanged": ["Paragraphs changed", "A count in the summary: added, removed, changed or moved."],
  "legal.archive.itemsChanged": ["List items changed", "A count in the summary."],
  "legal.archive.comparisonPdf": ["Comparison PDF link", "The link to the PDF of what changed, to file or print."],
}

const legal: Words = {
  title: ["Title", "The page's heading."],
  description: SEARCH_DESCRIPTION,
  path: ["Page address", "Like /privacy-policy; no two documents may share one."],
  pdf: [
    "Counsel's PDF",
    "Leave empty: every build makes the PDF from the text, at /legal/ and the page address, like /legal/privacy-policy.pdf. Upload counsel's own PDF only if it must be published as it is.",
  ],
  lastUpdated: ["Last updated", "The document's revision date."],
}

// An author's file (content/authors/<id>.md) and a topic's (content/topics/<id>.md): their types' words.
const author: Words = authorType.words
const topic: Words = topicType.words

export const FIELD_WORDS = { page, article, site, legal, author, topic } as const
export type WordsFor = keyof typeof FIELD_WORDS

/** The label of the text below a file's front matter (its field "body" in the editor), for the kinds of file that have one. */
export const BODY_LABELS = { legal: "Text", author: "Biography" } as const satisfies Partial<Record<WordsFor, string>>
