// The fixture site's files (src/test/fixture-site/), parsed and checked by the schema, as plain props for unit tests.
import { readFrontMatter } from "../vocabulary/front-matter"
import { siteSchema } from "../vocabulary/schema"
import { pageSchema, type Section } from "../site/page-schema"
import type { SectionType } from "../sections/kinds"
import { WRITER_PAGES } from "./writer-pages"
import { fixtureText } from "./fixture-site"

const read = (file: string) => fixtureText(`content/${file}`)
const frontMatter = (file: string) => readFrontMatter(read(file)).data

export const site = siteSchema.parse(JSON.parse(read("site.json")))
export const home = pageSchema.parse(frontMatter("pages/home.md"))
export const about = pageSchema.parse(frontMatter("pages/about.md"))
/** The writers' page with a section of each kind a pricing page asks for (src/test/writer-pages.ts), its Markdown drawn as the build draws it. */
export const howItWorks = pageSchema.parse(readFrontMatter(WRITER_PAGES["content/pages/how-it-works.md"]).data)

/** A page's first section of a kind. */
export function sectionOf<T extends SectionType>(page: typeof home, type: T): Extract<Section, { type: T }> {
  const section = page.sections.find((candidate) => candidate.type === type)
  if (!section) throw new Error(`${page.path} has no ${type} section`)
  return section as Extract<Section, { type: T }>
}
