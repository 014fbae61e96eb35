import React from "react"
import { render, screen, within } from "@testing-library/react"
import { PageView } from "./PageView"
import { previewSections } from "../cms/preview-sections"
import { about, home, site } from "../test/content"

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
  ).toEqual([site.pages!.home, "/Case studies", `/${page.title}`])
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
