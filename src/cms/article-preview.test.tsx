import React from "react"
import { render, screen, within } from "@testing-library/react"
import { articlePreview } from "./article-preview"
import { previewSection } from "./preview-sections"
import type { Section } from "../site/page-schema"
import type { SiteIndex } from "./save-checks"
import { ArticleClose, ArticleIntro } from "../sections/ArticleParts"
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
  authors: [{ id: "sam-ortiz", name: "Sam Ortiz", role: "Clinical content lead", path: "/authors/sam-ortiz" }],
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
