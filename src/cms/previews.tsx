// Decap CMS's preview panes: each entry goes through the build's own zod parse and is drawn by
// the site's own views inside the site's layout; a page's problems are listed above it, in the
// editor's words, and a section that fails is marked in its place while the others are drawn.
import React from "react"
import type { z } from "zod"
import { isoDate, legalPdfOf, legalSchema, pagePath, siteSchema, type SiteContent, type SiteSettings } from "../vocabulary/schema"
import { ancestorsOf } from "../site/page-lists"
import { sectionHeadingIds } from "../site/article-facts"
import { schemaProblems } from "../vocabulary/problems"
import { fieldPlace, pageWarningLines } from "../site/field-place"
import { entryProblems, type ReadSite } from "./entry-problems"
import { MarkedSection, ProblemList } from "./preview-problems"
import { parseLegalText } from "../vocabulary/legal-markdown"
import { displayDate } from "../vocabulary/dates"
import { announcementNews, dayIn, shownAnnouncement, zoneOf } from "../vocabulary/announcement"
import { onDay } from "../vocabulary/fields"
import { Layout } from "../components/layout/Layout"
import { Container } from "../components/ui/Container"
import { PageView } from "../sections/PageView"
import { previewSection } from "./preview-sections"
import { sectionSchema, sectionsOf } from "../sections/kinds"
import { PreviewWidth } from "./PreviewWidth"
import type { SiteIndex } from "./save-checks"
import { verdictOn } from "./site-verdict"
import { formatProblem } from "../vocabulary/problems"
import { LegalDocumentView } from "../components/views/LegalDocumentView"
import { ArticleClose, ArticleIntro } from "../sections/ArticleParts"
import { publishingNews } from "../vocabulary/publishing"
import { articlePreview } from "./article-preview"
import { asSaved, unreadableIn } from "./content-format"
import { hubSubjectPreview } from "./hub-preview"
import { HubSubjectView } from "../sections/HubSubject"
import { NOTICE } from "./preview-problems"

/** What Decap hands a preview: the entry (an Immutable map) and its rendered widgets. */
export type PreviewProps = {
  entry: { get(key: string): { toJS(): Record<string, unknown> } | undefined }
  widgetFor(name: string): React.ReactNode
}

// The entry's file, as content/pages/pricing.md; a new entry has none yet.
const fileOf = ({ entry }: PreviewProps) => (entry.get("path") as unknown as string | undefined) || undefined

// The entry as it would be saved: a field emptied in the form is left out.
const dataOf = ({ entry }: PreviewProps) => {
  const { body: _body, ...data } = asSaved(entry.get("data")?.toJS() ?? {})
  return { data, body: typeof _body === "string" ? _body : "" }
}

const NO_SETTINGS =
  "The site's settings (content/site.json) have a problem, so the page cannot be drawn in its header and footer yet: the develop server shows what is wrong at every address. Previews are drawn again once it is fixed and the editor reloaded."
const UNREADABLE_HEADING = "The editor cannot read this file"
const UNREADABLE_ADVICE =
  "So it shows no form for it: saving one would replace the file. Correct the file itself (in content/, or on GitHub); the editor reads it again once it is fixed."

// Dated fields are checked on the writer's today in the site's zone, as the build checks them on its day.
function Checked<T>({
  file,
  schema,
  data,
  today,
  render,
}: {
  file: string
  schema: z.ZodType<T>
  data: unknown
  today: string
  render: (value: T) => React.ReactNode
}) {
  const result = onDay(today, () => schema.safeParse(data))
  if (result.success) return <>{render(result.data)}</>
  return <ProblemList file={file} problems={onDay(today, () => schemaProblems(file, schema, data))} data={data} />
}

/** A warning the build prints about an entry that it still builds, shown above its preview. */
function Warning({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p role="status" className="m-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      {message}
    </p>
  )
}

/** Why visitors do not see the settings' announcement today, if they do not. */
function notShownToday(settings: SiteSettings): string | undefined {
  const today = dayIn(zoneOf(settings), new Date())
  return settings.announcement && !shownAnnouncement(settings, today) ? announcementNews(settings.announcement, today, zoneOf(settings)) : undefined
}

/** In place of a preview whose entry came from a file the editor cannot read: why, in the build's words. */
function Unreadable({ file, why }: { file: string | undefined; why: string }) {
  return (
    <div role="alert" style={{ ...NOTICE, margin: "1.5rem", padding: "1rem 1.25rem" }}>
      <p style={{ fontWeight: 600, margin: 0 }}>{UNREADABLE_HEADING}</p>
      <p style={{ margin: "0.5rem 0 0" }}>
        {file ?? "This file"}: {why}
      </p>
      <p style={{ margin: "0.5rem 0 0" }}>{UNREADABLE_ADVICE}</p>
    </div>
  )
}

/** The preview component for each collection and file, drawn with the site's `settings` (none while they have a problem); what the editor `known()` gives the build's verdict on a page and its lists; an article's related reads are its articles live today in the site's `zone`. */
export function previewTemplates(settings: () => SiteContent | undefined, buildYear: number, known: () => { site: ReadSite; index: SiteIndex }, zone: string) {
  const index = () => known().index
  const pages = () => index().pages
  // The settings as the editor's page was built: its announcement, if it ran that day.
  const inLayout = (render: (site: SiteContent) => React.ReactNode, site = settings()) =>
    site ? (
      <Layout site={site} buildYear={buildYear}>
        {render(site)}
      </Layout>
    ) : (
      <p role="status" style={{ ...NOTICE, margin: "1.5rem", padding: "1rem 1.25rem" }}>
        {NO_SETTINGS}
      </p>
    )
  // A preview of an entry read from its file, or why the file cannot be read.
  const readable =
    (preview: (props: PreviewProps) => React.ReactNode) =>
    (props: PreviewProps): React.ReactNode => {
      const why = unreadableIn(props.entry.get("data")?.toJS())
      return why ? <Unreadable file={fileOf(props)} why={why} /> : preview(props)
    }
  // Every section the page's schema accepts is drawn; one it refuses is marked in its place, and every problem listed above.
  const page = (collection: string) => (props: PreviewProps) => {
    const { data } = dataOf(props)
    const file = fileOf(props)
    const read = known().site
    const problems = entryProblems({ collection, file, data }, read)
    // What the page as saved would break elsewhere, and the build's warnings of it (a page no link reaches, a plan without a button).
    const verdict = read && verdictOn(collection, file, data, read)
    const at = (i: number) =>
      problems.filter(({ field }) => field === `sections[${i}]` || field.startsWith(`sections[${i}].`) || field.startsWith(`sections[${i}][`))
    const path = pagePath.safeParse(data.path).success ? String(data.path) : "/"
    const today = dayIn(zone, new Date())
    const article = articlePreview(data, path, index(), today)
    // An article's headings take its contents' anchors, each section its own, as the build gives them.
    const headingIds = article ? sectionHeadingIds(data as Parameters<typeof sectionHeadingIds>[0]) : []
    const sections = sectionsOf(data).map((section, i) => {
      const parsed = onDay(today, () => sectionSchema.safeParse(section))
      if (parsed.success) return previewSection(parsed.data, { path }, pages(), headingIds[i])
      return <MarkedSection key={i} place={fieldPlace("content/pages/", `sections[${i}]`, data)} count={Math.max(1, at(i).length)} />
    })
    return (
      <>
        <ProblemList file={file ?? "a new page"} problems={problems} data={data} />
        {verdict?.others.map((problem) => (
          <Warning key={formatProblem(problem)} message={formatProblem(problem)} />
        ))}
        <Warning message={publishingNews([{ ...data, file: file ?? "a new page", path }], today, zone)[0]} />
        {(verdict ? verdict.warnings.map((warning) => warning.slice(verdict.file.length + 2)) : pageWarningLines(file ?? "a new page", data)).map((message) => (
          <Warning key={message} message={message} />
        ))}
        <PreviewWidth>
          {inLayout((site) => (
            <PageView
              sections={sections}
              site={site}
              title={typeof data.title === "string" ? data.title : ""}
              path={path}
              date={isoDate.safeParse(data.date).success ? String(data.date) : undefined}
              breadcrumb={ancestorsOf(path, pages())}
              intro={article && <ArticleIntro article={article} />}
              close={article && <ArticleClose article={article} site={site} />}
            />
          ))}
        </PreviewWidth>
      </>
    )
  }
  // An author's or a topic's page, drawn as /authors/<id> and /topics/<id> are, below its problems (a role past its length among them, as it is typed) and the build's warnings of it.
  const hubSubject = (folder: "authors" | "topics") => (props: PreviewProps) => {
    const { data, body } = dataOf(props)
    const file = fileOf(props)
    const entry = folder === "authors" ? { ...data, body } : data
    const read = known().site
    const problems = entryProblems({ collection: folder, file, data: entry }, read)
    const verdict = read && verdictOn(folder, file, entry, read)
    const subject = hubSubjectPreview(folder, file, data, body, index(), dayIn(zone, new Date()))
    return (
      <>
        <ProblemList file={file ?? `content/${folder}/`} problems={problems} data={data} />
        {verdict?.warnings.map((warning) => (
          <Warning key={warning} message={warning.slice(verdict.file.length + 2)} />
        ))}
        <PreviewWidth>
          {inLayout((site) => (
            <HubSubjectView subject={subject} listPage={1} pagerWords={site.pages} />
          ))}
        </PreviewWidth>
      </>
    )
  }
  return {
    pages: readable(page("pages")),
    articles: readable(page("articles")),
    authors: readable(hubSubject("authors")),
    topics: readable(hubSubject("topics")),
    legal: readable((props: PreviewProps) => {
      const { data, body } = dataOf(props)
      return (
        <Checked
          file="content/legal/*.md"
          schema={legalSchema}
          today={dayIn(zone, new Date())}
          data={data}
          render={(doc) =>
            inLayout((site) => (
              <LegalDocumentView
                title={doc.title}
                description={doc.description}
                pdf={legalPdfOf(doc)}
                lastUpdated={{ iso: doc.lastUpdated, display: displayDate(doc.lastUpdated) }}
                blocks={parseLegalText(body).blocks}
                labels={site.legal}
                contactEmail={site.contactEmail}
              />
            ))
          }
        />
      )
    }),
    // The header and footer around a sample page, drawn from the settings being edited, with the
    // announcement whatever its dates, and a word on whether visitors see it today.
    site: readable((props: PreviewProps) => (
      <Checked
        file="content/site.json"
        schema={siteSchema}
        today={dayIn(zone, new Date())}
        data={dataOf(props).data}
        render={(edited) => (
          <>
            <Warning message={notShownToday(edited)} />
            {inLayout(
              () => (
                <Container className="py-16">
                  <h1 className="text-4xl font-bold tracking-tight text-slate-900">{edited.productName}</h1>
                  <p className="mt-4 max-w-2xl text-lg text-slate-600">{edited.description}</p>
                </Container>
              ),
              edited,
            )}
          </>
        )}
      />
    )),
  }
}
