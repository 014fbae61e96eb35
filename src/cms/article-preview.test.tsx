import React from "react"
import { render, screen, within } from "@testing-library/react"
import { articlePreview } from "./article-preview"
import { previewSection } from "./preview-sections"
import type { Section } from "../site/page-schema"
import type { SiteIndex } from "./save-checks"
import { ArticleClose, ArticleIntro } from "../sections/ArticleParts"
import { PageView } from "../sections/PageView"
import { Layout } from "../components/layout/Layout"
import { sectionHeadingIds } from "../site/article-facts"
import { site } from "../test/content"
import { ARTICLE_WORDS } from "../test/hub-content"

const index: SiteIndex = {
  addresses: [],
  links: [],
  listing: [],
  forms: [],
  redirects: [],
  pages: [
    { path: "/insights/older", title: "Older", description: "On apportionment.", date: "2026-01-05", topics: ["apportionment"] },
    { path: "/insights/newer", title: "Newer", description: "On apportionment too.", date: "2026-06-01", topics: ["apportionment"] },
    { path: "/insights/other", title: "Other", description: "On records.", date: "2026-07-01", topics: ["records-review"] },
    { path: "/insights/tomorrow", title: "Tomorrow", description: "Not up yet.", date: "2026-12-11", topics: ["apportionment"], publish: "2026-12-11" },
  ],
  authors: [
    { id: "sam-ortiz", name: "Sam Ortiz", role: "Clinical content lead", path: "/authors/sam-ortiz" },
    { id: "maya-lindqvist", name: "Dr. Maya Lindqvist", role: "Founder & CEO", path: "/authors/maya-lindqvist", credentials: "MD, QME" },
  ],
  topics: [{ id: "apportionment", name: "Apportionment", path: "/topics/apportionment" }],
  articleWords: ARTICLE_WORDS,
}
const article = {
  title: "Apportionment, step by step",
  description: "How to explain it.",
  path: "/insights/step-by-step",
  date: "2026-10-01",
  updated: "2026-11-02",
  author: "sam-ortiz",
  topics: ["apportionment"],
  sections: [{ type: "text", body: `## Why it matters\n\n${"word ".repeat(500)}\n\n## What to do\n\nWrite it down.` }],
}

test("a reviewed article's preview draws the review line under its byline, the reviewer's name linked, their letters and the day as the byline's", () => {
  const facts = articlePreview({ ...article, reviewer: "maya-lindqvist", reviewed: "2026-11-12" }, article.path, index, "2026-12-10")!
  const { container } = render(<ArticleIntro article={facts} />)
  const line = screen.getByText(/^Medically reviewed by/)
  expect(line).toHaveTextContent(/^Medically reviewed by Dr\. Maya Lindqvist, MD, QME, on November 12, 2026$/)
  expect(within(line).getByRole("link", { name: "Dr. Maya Lindqvist" })).toHaveAttribute("href", "/authors/maya-lindqvist")
  expect(within(line).getByText("November 12, 2026").closest("time")).toHaveAttribute("dateTime", "2026-11-12")
  // Until both the reviewer and the day are given, there is no line.
  for (const half of [{ reviewer: "maya-lindqvist" }, { reviewed: "2026-11-12" }, { reviewer: "maya-lindqvist", reviewed: "2026-11" }]) {
    container.remove()
    render(<ArticleIntro article={articlePreview({ ...article, ...half }, article.path, index, "2026-12-10")!} />)
    expect(screen.queryByText(/Medically reviewed by/)).toBeNull()
  }
})

test("an article's byline sets its author's letters after their name, as the review line does, and an author without any is named alone", () => {
  render(<ArticleIntro article={articlePreview({ ...article, author: "maya-lindqvist" }, article.path, index, "2026-12-10")!} />)
  const name = screen.getByRole("link", { name: "Dr. Maya Lindqvist" })
  expect(name).toHaveAttribute("href", "/authors/maya-lindqvist")
  expect(name.parentElement).toHaveTextContent(/^Dr\. Maya Lindqvist, MD, QMEFounder & CEO$/)
  const { container } = render(<ArticleIntro article={articlePreview(article, article.path, index, "2026-12-10")!} />)
  expect(within(container).getByRole("link", { name: "Sam Ortiz" }).parentElement).toHaveTextContent(/^Sam OrtizClinical content lead$/)
})

test("an article's sources are listed at its foot under the site's heading, each title linking its work, as soon as both are written", () => {
  const sources = [
    { title: "AMA Guides, Sixth Edition", url: "https://www.ama-assn.org/guides" },
    { title: "Labor Code section 4663", url: "https://leginfo.legislature.ca.gov/4663" },
  ]
  const facts = articlePreview({ ...article, sources: [...sources, { title: "A title not yet linked" }] }, article.path, index, "2026-12-10")!
  render(<ArticleClose article={facts} site={site} />)
  const list = screen.getByRole("region", { name: ARTICLE_WORDS.sources })
  expect(
    within(list)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]),
  ).toEqual(sources.map(({ title, url }) => [title, url]))
  // An article without sources has no such list.
  expect(articlePreview(article, article.path, index, "2026-12-10")!.fields.sources).toBeUndefined()
})

test("an article's preview draws its byline, dates, reading time, contents and related reads live today, as the page will", () => {
  const facts = articlePreview(article, article.path, index, "2026-12-10")!
  render(
    <>
      <ArticleIntro article={facts} />
      <ArticleClose article={facts} site={site} />
    </>,
  )
  expect(screen.getByRole("link", { name: "Sam Ortiz" })).toHaveAttribute("href", "/authors/sam-ortiz")
  expect(screen.getByText("Clinical content lead")).toBeInTheDocument()
  expect(screen.getByText("October 1, 2026").closest("time")).toHaveAttribute("dateTime", "2026-10-01")
  expect(screen.getByText("November 2, 2026")).toBeInTheDocument()
  expect(screen.getByText(/3 min read/)).toBeInTheDocument()
  expect(
    within(screen.getByRole("navigation", { name: "Contents" }))
      .getAllByRole("link")
      .map((link) => link.getAttribute("href")),
  ).toEqual(["#why-it-matters", "#what-to-do"])
  expect(screen.getByRole("link", { name: "Apportionment" })).toHaveAttribute("href", "/topics/apportionment")
  // Newest first, sharing a topic; tomorrow's is not up, and the one on records shares none.
  const related = within(screen.getByRole("region", { name: "Related reads" }))
  expect(related.getAllByRole("heading", { level: 3 }).map((title) => title.textContent)).toEqual(["Newer", "Older"])
})

test("the preview's headings take the contents' anchors, so its contents' links lead to them", () => {
  const facts = articlePreview(article, article.path, index, "2026-12-10")!
  const text = previewSection(
    article.sections[0] as Section,
    article,
    [],
    facts.contents.map(({ id }) => id),
  ) as { body: string }
  expect(text.body).toContain('<h2 id="why-it-matters">Why it matters</h2>')
  expect(text.body).toContain('<h2 id="what-to-do">What to do</h2>')
})

test("a page with no date, or a site without the articles' words, has no article parts", () => {
  expect(articlePreview({ ...article, date: undefined }, article.path, index, "2026-12-10")).toBeUndefined()
  expect(articlePreview({ ...article, date: "2026-13-01" }, article.path, index, "2026-12-10")).toBeUndefined()
  expect(articlePreview(article, article.path, { ...index, articleWords: undefined }, "2026-12-10")).toBeUndefined()
})

test("every id on an article's page is its own, whatever its headings say, and each entry of its contents leads to its heading", () => {
  // Headings that repeat, that spell out a repeat's anchor, and that spell out the ids of the page's frame and sections.
  const headings = [
    "A",
    "A",
    "A 2",
    "Main",
    "Page heading",
    "Contents heading",
    "Related heading",
    "Pricing",
    "FAQ heading",
    "What is a BAA?",
    "What is a BAA? 2",
    "Section 3 heading",
    "Section 3 note 1",
  ]
  const page = {
    ...article,
    sections: [
      { type: "questions", id: "faq", heading: "FAQ", items: ["What is a BAA?", "What is a BAA?"].map((question) => ({ question, answer: "An agreement." })) },
      { type: "text", id: "pricing", body: headings.map((heading) => `## ${heading}\n\nText.`).join("\n\n") },
      {
        type: "figures",
        heading: "Figures",
        notesHeading: "Notes",
        items: [{ value: "10x", label: "Faster", body: "Drafts.", basis: "Measured." }],
      },
    ],
  }
  const facts = articlePreview(page, page.path, index, "2026-12-10")!
  const ids = sectionHeadingIds(page)
  const { container } = render(
    <Layout site={site} buildYear={2026}>
      <PageView
        sections={page.sections.map((section, i) => previewSection(section as Section, page, [], ids[i]))}
        site={site}
        title={page.title}
        path={page.path}
        intro={<ArticleIntro article={facts} />}
        close={<ArticleClose article={facts} site={site} />}
      />
    </Layout>,
  )
  const all = [...container.querySelectorAll("[id]")].map((element) => element.id)
  expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([])
  const links = within(screen.getByRole("navigation", { name: "Contents" })).getAllByRole("link")
  expect(links.map((link) => link.textContent)).toEqual(headings)
  for (const link of links) {
    const target = container.querySelector(`[id="${link.getAttribute("href")!.slice(1)}"]`)
    expect([link.textContent, target?.tagName, target?.textContent]).toEqual([link.textContent, "H2", link.textContent])
  }
  // Anchors that were already their own stay as they were.
  expect(links.slice(0, 3).map((link) => link.getAttribute("href"))).toEqual(["#a", "#a-3", "#a-2"])
})
