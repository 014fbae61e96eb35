// Decap CMS's preview panes: each entry goes through the build's own zod parse and is drawn by
// the site's own views inside the site's layout; a page's problems are listed above it, in the
// editor's words, and a section that fails is marked in its place while the others are drawn.
import React from "react"
import type { z } from "zod"
import { isoDate, legalPdfOf, legalSchema, pagePath, siteSchema, type SiteContent, type SiteSettings } from "../content/schema"
import { ancestorsOf } from "../site/page-lists"
import { sectionHeadingIds } from "../site/article-facts"
import { schemaProblems } from "../content/problems"
import { fieldPlace, pageWarningLines } from "../site/field-place"
import { entryProblems, type ReadSite } from "./entry-problems"
import { MarkedSection, ProblemList } from "./preview-problems"
import { parseLegalText } from "../content/legal-markdown"
import { displayDate } from "../content/dates"
import { announcementNews, dayIn, shownAnnouncement, zoneOf } from "../content/announcement"
import { Layout } from "../components/layout/Layout"
import { Container } from "../components/ui/Container"
import { PageView } from "../sections/PageView"
import { previewSection } from "./preview-sections"
import { sectionSchema, sectionsOf } from "../sections/kinds"
import { PreviewWidth } from "./PreviewWidth"
import type { SiteIndex } from "./save-checks"
import { verdictOn } from "./site-verdict"
import { formatProblem } from "../content/problems"
import { LegalDocumentView } from "../components/views/LegalDocumentView"
import { ArticleClose, ArticleIntro } from "../sections/ArticleParts"
import { publishingNews } from "../content/publishing"
import { articlePreview } from "./article-preview"

/** What Decap hands a preview: the entry (an Immutable map) and its rendered widgets. */
export type PreviewProps = {
  entry: { get(key: string): { toJS(): Record<string, unknown> } | undefined }
  widgetFor(name: string): React.ReactNode
}

// The entry's file, as content/pages/pricing.md; a new entry has none yet.
const fileOf = ({ entry }: PreviewProps) => (entry.get("path") as unknown as string | undefined) || undefined

const dataOf = ({ entry }: PreviewProps) => {
  const { body: _body, ...data } = entry.get("data")?.toJS() ?? {}
  return { data, body: typeof _body === "string" ? _body : "" }
}

function Checked<T>({ file, schema, data, render }: { file: string; schema: z.ZodType<T>; data: unknown; render: (value: T) => React.ReactNode }) {
  const result = schema.safeParse(data)
  if (result.success) return <>{render(result.data)}</>
  return <ProblemList file={file} problems={schemaProblems(file, schema, data)} data={data} />
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

/** The preview component for each collection and file, drawn with the site's settings; what the editor `known()` gives the build's verdict on a page and its lists; an article's related reads are its articles live today in the site's `zone`. */
export function previewTemplates(site: SiteContent, buildYear: number, known: () => { site: ReadSite; index: SiteIndex }, zone: string) {
  const index = () => known().index
  const pages = () => index().pages
  // `site` is the settings as the editor's page was built: its announcement, if it ran that day.
  const inLayout = (children: React.ReactNode, settings: SiteContent = site) => (
    <Layout site={settings} buildYear={buildYear}>
      {children}
    </Layout>
  )
  return {
    // Every section the page's schema accepts is drawn; one it refuses is marked in its place, and every problem listed above.
    pages: (props: PreviewProps) => {
      const { data } = dataOf(props)
      const file = fileOf(props)
      const read = known().site
      const problems = entryProblems("pages", file, data, read)
      // What the page as saved would break elsewhere, and the build's warnings of it (a page no link reaches, a plan without a button).
      const verdict = read && verdictOn("pages", file, data, read)
      const at = (i: number) =>
        problems.filter(({ field }) => field === `sections[${i}]` || field.startsWith(`sections[${i}].`) || field.startsWith(`sections[${i}][`))
      const path = pagePath.safeParse(data.path).success ? String(data.path) : "/"
      const today = dayIn(zone, new Date())
      const article = articlePreview(data, path, index(), today)
      // An article's headings take its contents' anchors, each section its own, as the build gives them.
      const headingIds = article ? sectionHeadingIds(data as Parameters<typeof sectionHeadingIds>[0]) : []
      const sections = sectionsOf(data).map((section, i) => {
        const parsed = sectionSchema.safeParse(section)
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
          {(verdict ? verdict.warnings.map((warning) => warning.slice(verdict.file.length + 2)) : pageWarningLines(file ?? "a new page", data)).map(
            (message) => (
              <Warning key={message} message={message} />
            ),
          )}
          <PreviewWidth>
            {inLayout(
              <PageView
                sections={sections}
                site={site}
                title={typeof data.title === "string" ? data.title : ""}
                path={path}
                date={isoDate.safeParse(data.date).success ? String(data.date) : undefined}
                breadcrumb={ancestorsOf(path, pages())}
                intro={article && <ArticleIntro article={article} />}
                close={article && <ArticleClose article={article} site={site} />}
              />,
            )}
          </PreviewWidth>
        </>
      )
    },
    legal: (props: PreviewProps) => {
      const { data, body } = dataOf(props)
      return (
        <Checked
          file="content/legal/*.md"
          schema={legalSchema}
          data={data}
          render={(doc) =>
            inLayout(
              <LegalDocumentView
                title={doc.title}
                description={doc.description}
                pdf={legalPdfOf(doc)}
                lastUpdated={{ iso: doc.lastUpdated, display: displayDate(doc.lastUpdated) }}
                blocks={parseLegalText(body).blocks}
                labels={site.legal}
                contactEmail={site.contactEmail}
              />,
            )
          }
        />
      )
    },
    // The header and footer around a sample page, drawn from the settings being edited, with the
    // announcement whatever its dates, and a word on whether visitors see it today.
    site: (props: PreviewProps) => (
      <Checked
        file="content/site.json"
        schema={siteSchema}
        data={dataOf(props).data}
        render={(settings) => (
          <>
            <Warning message={notShownToday(settings)} />
            {inLayout(
              <Container className="py-16">
                <h1 className="text-4xl font-bold tracking-tight text-slate-900">{settings.productName}</h1>
                <p className="mt-4 max-w-2xl text-lg text-slate-600">{settings.description}</p>
              </Container>,
              settings,
            )}
          </>
        )}
      />
    ),
  }
}
