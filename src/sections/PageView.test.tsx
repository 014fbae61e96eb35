import React from "react"
import { render, screen, within } from "@testing-library/react"
import { PageView } from "./PageView"
import { previewSections } from "../cms/preview-sections"
import { about, home, site } from "../test/content"
import { WRITER_PAGES } from "../test/writer-pages"
import { readFrontMatter } from "../vocabulary/front-matter"
import { pageSchema } from "../site/page-schema"
import { pageIds } from "./page-ids"

test("the landing page: hero, features, benefits and closing call to action, with one h1", () => {
  const { container } = render(<PageView sections={previewSections(home, [])} site={site} title={home.title} path={home.path} />)
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
  expect(container.querySelector("h1")).toHaveAttribute("id", "hero-heading")
  expect(container.querySelector("#features")).toBeInTheDocument()
  expect(container.querySelector("#benefits")).toBeInTheDocument()
  for (const title of ["AI first drafts", "Intelligent summaries", "Automated impairment ratings", "Professional templates", "HIPAA compliance"]) {
    expect(screen.getByRole("heading", { name: title })).toBeInTheDocument()
  }
  const demoLinks = screen.getAllByRole("link", { name: "Book a Demo" })
  expect(demoLinks.length).toBeGreaterThanOrEqual(2)
  for (const link of demoLinks) expect(link).toHaveAttribute("href", site.demoUrl)
  expect(screen.getByRole("link", { name: "See the features" })).toHaveAttribute("href", "/#features")
})

test("the about page: its heading, its Markdown text, the team card with initials and the call to action", () => {
  const { container } = render(<PageView sections={previewSections(about, [])} site={site} title={about.title} path={about.path} />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveAttribute("id", "about-heading")
  expect(screen.getByRole("heading", { level: 2, name: "What Veridraft does" })).toBeInTheDocument()
  expect(screen.getByRole("heading", { level: 3, name: site.founder.name })).toBeInTheDocument()
  expect(container.querySelector("#team-heading")).toHaveTextContent("Leadership")
  expect(container.querySelector("#cta-heading")).toHaveTextContent("Ready to draft your next report in minutes?")
})

test("sections without an anchor get headings ids of their own, and a page list links the pages under the page", () => {
  const page = {
    ...about,
    path: "/case-studies",
    sections: [
      { type: "callToAction" as const, heading: "One", body: "First.", button: "Go", to: "/about" },
      { type: "callToAction" as const, heading: "Two", body: "Second.", button: "Go" },
      { type: "pageList" as const, heading: "Case studies", order: "newest first" as const },
    ],
  }
  const pages = [
    { path: "/case-studies/older", title: "Older", description: "From before.", date: "2026-01-05" },
    { path: "/case-studies/newer", title: "Newer", description: "From later.", date: "2026-06-01" },
    { path: "/pricing", title: "Pricing", description: "Not under it." },
  ]
  const { container } = render(<PageView sections={previewSections(page, pages)} site={site} title="Case studies" path={page.path} />)
  const ids = [...container.querySelectorAll("h2")].map((heading) => heading.id)
  expect(ids).toEqual(["section-1-heading", "section-2-heading", "section-3-heading"])
  expect(screen.getAllByRole("link", { name: "Go" }).map((link) => link.getAttribute("href"))).toEqual(["/about", site.demoUrl])
  const list = within(container.querySelector("section[aria-labelledby='section-3-heading'] ul")!)
  expect(list.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
    ["Newer", "/case-studies/newer"],
    ["Older", "/case-studies/older"],
  ])
  expect(list.getByText("June 1, 2026")).toBeInTheDocument()
})

test("a page with no opening has its title as its one main heading", () => {
  const page = {
    ...about,
    title: "Pricing",
    path: "/pricing",
    sections: [{ type: "callToAction" as const, heading: "Get a quote", body: "Tell us.", button: "Go" }],
  }
  render(<PageView sections={previewSections(page, [])} site={site} title={page.title} path={page.path} />)
  expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Pricing"])
  expect(screen.queryByRole("navigation", { name: site.pages!.breadcrumb })).not.toBeInTheDocument()
})

test("a dated page under another says where it stands, in a breadcrumb with the current page marked, and shows its date", () => {
  const path = "/case-studies/orthopaedic-practice"
  const page = {
    ...about,
    title: "An orthopaedic practice halves its reporting time",
    path,
    date: "2026-10-15",
    sections: [{ type: "text" as const, body: "The practice." }],
  }
  render(
    <PageView
      sections={previewSections(page, [])}
      site={site}
      title={page.title}
      path={path}
      date={page.date}
      breadcrumb={[{ title: "Case studies", path: "/case-studies" }]}
    />,
  )
  const trail = screen.getByRole("navigation", { name: site.pages!.breadcrumb })
  expect(
    within(trail)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual([`${site.pages!.home}/`, "Case studies/", page.title])
  expect(within(trail).getByRole("link", { name: site.pages!.home })).toHaveAttribute("href", "/")
  expect(within(trail).getByRole("link", { name: "Case studies" })).toHaveAttribute("href", "/case-studies")
  expect(within(trail).getByText(page.title)).toHaveAttribute("aria-current", "page")
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.title)
  expect(screen.getByText("October 15, 2026").closest("time")).toHaveAttribute("dateTime", "2026-10-15")
})

test("an empty list says so, in its own words or the site's", () => {
  const page = { ...about, path: "/case-studies", sections: [{ type: "pageList" as const, heading: "Case studies", order: "newest first" as const }] }
  const { rerender } = render(<PageView sections={previewSections(page, [])} site={site} title="Case studies" path={page.path} />)
  expect(screen.getByText(site.pages!.emptyList)).toBeInTheDocument()
  const own = { ...page, sections: [{ ...page.sections[0]!, empty: "Our first case study is on its way." }] }
  rerender(<PageView sections={previewSections(own, [])} site={site} title="Case studies" path={page.path} />)
  expect(screen.getByText("Our first case study is on its way.")).toBeInTheDocument()
})

describe("a list of more than twelve pages", () => {
  const pages = Array.from({ length: 14 }, (_, i) => ({
    path: `/insights/note-${i + 1}`,
    title: `Note ${i + 1}`,
    description: "A note.",
    date: `2026-01-${String(i + 10).padStart(2, "0")}`,
    topics: i % 2 ? ["apportionment"] : ["records-review"],
  }))
  const hub = {
    ...about,
    path: "/insights",
    sections: [
      { type: "pageList" as const, heading: "Latest", order: "newest first" as const },
      { type: "pageList" as const, heading: "On apportionment", order: "newest first" as const, topic: "apportionment" },
    ],
  }
  const listOf = (name: string) => within(screen.getByRole("region", { name }))

  test("shows its first twelve, says where the visitor is, and links the next page; a list of one topic holds only that topic's pages", () => {
    render(<PageView sections={previewSections(hub, pages)} site={site} title="Insights" path="/insights" />)
    const latest = listOf("Latest")
    expect(latest.getAllByRole("heading", { level: 3 }).map((title) => title.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => `Note ${14 - i}`))
    const pager = latest.getByRole("navigation", { name: "Page 1 of 2" })
    expect(within(pager).getByRole("link", { name: /Next page/ })).toHaveAttribute("href", "/insights/page/2")
    expect(within(pager).queryByRole("link", { name: /Previous page/ })).not.toBeInTheDocument()
    const topic = listOf("On apportionment")
    expect(topic.getAllByRole("heading", { level: 3 }).map((title) => title.textContent)).toEqual([
      "Note 14",
      "Note 12",
      "Note 10",
      "Note 8",
      "Note 6",
      "Note 4",
      "Note 2",
    ])
    // Seven pages take one page: no pager.
    expect(topic.queryByRole("navigation")).not.toBeInTheDocument()
  })

  test("its later page links back to the one before, and a list that has run out is left out", () => {
    const sections = previewSections(hub, pages).map((section) => ({ ...section, ...("entries" in section && { entries: section.entries.slice(12) }) }))
    render(<PageView sections={sections} site={site} title="Insights" path="/insights" listPage={2} />)
    const pager = listOf("Latest").getByRole("navigation", { name: "Page 2 of 2" })
    expect(within(pager).getByRole("link", { name: /Previous page/ })).toHaveAttribute("href", "/insights")
    expect(within(pager).queryByRole("link", { name: /Next page/ })).not.toBeInTheDocument()
    expect(screen.queryByRole("region", { name: "On apportionment" })).not.toBeInTheDocument()
  })
})

test("every id a page's sections draw is one the page's ids name, so that no heading's anchor takes it", () => {
  const pages = [home, about, ...Object.values(WRITER_PAGES).map((text) => pageSchema.parse(readFrontMatter(text).data))]
  for (const page of pages) {
    const { container, unmount } = render(<PageView sections={previewSections(page, [])} site={site} title={page.title} path={page.path} />)
    const named = pageIds(page)
    const drawn = [...container.querySelectorAll("[id]")].map((element) => element.id)
    expect([page.path, drawn.filter((id) => !named.includes(id))]).toEqual([page.path, []])
    unmount()
  }
})
