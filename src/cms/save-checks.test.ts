/** @jest-environment node */
import { deleteProblems, saveProblems, unreachableWarning, type SiteIndex } from "./save-checks"

const index: SiteIndex = {
  addresses: [
    { file: "content/pages/home.md", path: "/", kind: "page", anchors: ["features"] },
    { file: "content/pages/pricing.md", path: "/pricing", kind: "page", anchors: [] },
    { file: "content/legal/privacy-policy.md", path: "/privacy-policy", kind: "legal", anchors: [] },
  ],
  pages: [],
  links: [
    { file: "content/site.json", targets: ["/#features", "/pricing", "/privacy-policy"] },
    { file: "content/pages/home.md", targets: ["/pricing#plans"] },
    { file: "content/pages/pricing.md", targets: ["/pricing#top", "/"] },
  ],
  listing: [],
  forms: [{ file: "content/pages/contact.md", name: "demo-request" }],
  redirects: [{ from: "/plans", to: "/pricing" }],
}
const opening = { type: "opening", heading: "H", lead: "L." }

test("a new page at a taken address, or under a legal document's, is refused before it is saved", () => {
  expect(saveProblems("pages", undefined, { path: "/pricing", sections: [opening] }, index)).toEqual([
    'a new entry in pages: Page address: expected an address no other page uses, found "/pricing" (used by content/pages/pricing.md)',
  ])
  expect(saveProblems("pages", undefined, { path: "/privacy-policy/2026", sections: [opening] }, index)[0]).toContain(
    "content/legal/privacy-policy.md's earlier versions",
  )
})

test("an entry keeps its own address, and links to pages and anchors that exist pass, its own included", () => {
  expect(
    saveProblems(
      "pages",
      "content/pages/pricing.md",
      { path: "/pricing", sections: [{ ...opening, id: "top", buttons: [{ label: "Go", to: "/pricing#top" }] }] },
      index,
    ),
  ).toEqual([])
})

test("a link to a page that does not exist is refused in the settings and in a text section", () => {
  const site = { footer: { columns: [{ title: "Product", items: [{ label: "Docs", to: "/documentation" }] }] } }
  expect(saveProblems("settings", "content/site.json", site, index)).toEqual([
    'content/site.json: Footer, column 1, item 1: Link: expected a link to an existing page (the closest: /search, /pricing, /), found "/documentation"',
  ])
  const page = { path: "/about", sections: [{ type: "text", body: "See [the features](/#pricing)." }] }
  expect(saveProblems("pages", "content/pages/about.md", page, index)).toEqual([
    'content/pages/about.md: Section 1 (Text): Text: expected an anchor that exists on / (the closest: #features), found "#pricing"',
  ])
})

test("deleting a page or document another file links to is refused, naming every file that links there", () => {
  expect(deleteProblems(["content/pages/pricing.md"], index)).toEqual([
    'content/pages/pricing.md: expected no link to "/pricing" before it is deleted, found links in content/site.json, content/pages/home.md (remove them first)',
  ])
  expect(deleteProblems(["content/legal/privacy-policy.md"], index)).toEqual([
    'content/legal/privacy-policy.md: expected no link to "/privacy-policy" before it is deleted, found links in content/site.json (remove them first)',
  ])
  // A page's links to itself do not keep it, nor does a file that is not a page.
  expect(deleteProblems(["content/pages/unlinked.md", "content/images/founder.png"], index)).toEqual([])
  expect(deleteProblems(["content/pages/pricing.md"], { ...index, links: index.links.filter((links) => links.file === "content/pages/pricing.md") })).toEqual(
    [],
  )
})

test("a text whose image does not say what it shows, or is an iPhone's HEIC photo, is refused with the build's words", () => {
  const body = "Our front desk:\n\n![](../images/desk.jpg)\n\n![Waiting room](../images/room.heic)"
  expect(saveProblems("pages", "content/pages/visit.md", { path: "/visit", sections: [{ type: "text", body }] }, index)).toEqual([
    'content/pages/visit.md: Section 1 (Text): Text: line 3 of the text ("![](../images/desk.jpg)"): expected what the image shows in its brackets, like ![The practice\'s front desk](../images/desk.jpg), or ![decorative](../images/desk.jpg) for an image that only decorates, found none',
    'content/pages/visit.md: Section 1 (Text): Text: line 5 of the text ("![Waiting room](../images/room.heic)"): expected a JPEG, PNG or WebP image in content/images/, written like "../images/founder.png" (an iPhone photo is HEIC: export it as JPEG), found "../images/room.heic"',
  ])
})

test("a link to a page's former address leads there through its redirect, as the build reads it; one to an address the site never had is still refused", () => {
  const footer = (to: string) => ({ footer: { columns: [{ title: "Product", items: [{ label: "Pricing", to }] }] } })
  expect(saveProblems("settings", "content/site.json", footer("/plans"), index)).toEqual([])
  expect(saveProblems("pages", "content/pages/about.md", { path: "/about", sections: [{ type: "text", body: "See [our plans](/plans/)." }] }, index)).toEqual(
    [],
  )
  expect(saveProblems("settings", "content/site.json", footer("/plan"), index)).toEqual([
    'content/site.json: Footer, column 1, item 1: Link: expected a link to an existing page (the closest: /pricing, /privacy-policy, /), found "/plan"',
  ])
})

test("a legal text with a character no font of its PDF has, or Markdown it cannot show, is refused before it is saved, with its line", () => {
  const body = "## 1. Who we are\n\nSigned by 王小明 😀.\n\n> A quote."
  expect(saveProblems("legal", "content/legal/privacy-policy.md", { path: "/privacy-policy", body }, index)).toEqual([
    'content/legal/privacy-policy.md: Body: line 3 of the text ("Signed by 王小明 😀."): expected characters the PDF\'s fonts can draw, found "王" (U+738B): write it another way (a word, or a character like it)',
    'content/legal/privacy-policy.md: Body: line 5 of the text ("> A quote."): expected a paragraph, heading or list, found a quote (quotes, code, tables, rules and HTML are not shown)',
  ])
  expect(saveProblems("legal", "content/legal/privacy-policy.md", { path: "/privacy-policy", body: "Fees ≥ 18 € ✓ Σωκράτης." }, index)).toEqual([])
})

test("the editor warns, as the build does, of a page no link of the site reaches, and not of one a link, a redirect or a list reaches", () => {
  const page = (path: string) => ({ path, sections: [opening] })
  expect(unreachableWarning(undefined, page("/security"), index)).toBe(
    'no link of the site reaches /security: visitors can find it only from a search. Add a link to it in Site settings → Header → Links or Footer → Columns, or from a section of another page, or give it an address under a page with a "List of pages" section.',
  )
  // Its own link to itself does not reach it; the footer's, through a redirect, does.
  expect(unreachableWarning(undefined, { ...page("/security"), sections: [{ ...opening, buttons: [{ label: "Top", to: "/security" }] }] }, index)).toBeDefined()
  expect(unreachableWarning("content/pages/pricing.md", page("/pricing"), index)).toBeUndefined()
  expect(
    unreachableWarning(undefined, page("/plans"), { ...index, links: [{ file: "content/site.json", targets: ["/plans"] }], redirects: [] }),
  ).toBeUndefined()
  // A page under one that lists the pages under it is on that list.
  const cases = {
    ...index,
    addresses: [...index.addresses, { file: "content/pages/case-studies.md", path: "/case-studies", kind: "page" as const, anchors: [] }],
  }
  expect(unreachableWarning(undefined, page("/case-studies/ortho"), cases)).toBeDefined()
  expect(unreachableWarning(undefined, page("/case-studies/ortho"), { ...cases, listing: ["/case-studies"] })).toBeUndefined()
  // The landing page is where visits start.
  expect(unreachableWarning("content/pages/home.md", page("/"), { ...index, links: [] })).toBeUndefined()
})

test("a form named as another file's form is refused before it is saved, naming that file; its own file may keep its name", () => {
  const form = { type: "form", name: "demo-request", heading: "H", fields: [{ kind: "email", label: "Work email" }], submit: "Send", success: "/pricing" }
  const page = { path: "/demo", sections: [opening, form] }
  expect(saveProblems("pages", "content/pages/demo.md", page, index)).toEqual([
    'content/pages/demo.md: Section 2 (Form): Form name: expected a form name no other form has, found "demo-request" (the form in content/pages/contact.md has it)',
  ])
  expect(saveProblems("pages", "content/pages/contact.md", page, index)).toEqual([])
})

test("a form the build would refuse is refused before it is saved, in the build's words: a select without options, a label that asks for something medical", () => {
  const form = {
    type: "form",
    name: "questions",
    heading: "H",
    fields: [
      { kind: "select", label: "Reports per month" },
      { kind: "text", label: "Date of birth" },
    ],
    submit: "Send",
    success: "/pricing",
  }
  expect(saveProblems("pages", "content/pages/demo.md", { path: "/demo", sections: [opening, form] }, index)).toEqual([
    "content/pages/demo.md: Section 2 (Form), field 1: Options: expected 2 to 12 options for a select, found nothing",
    'content/pages/demo.md: Section 2 (Form), field 2: Label: expected a label that asks for nothing medical ("Date of birth" does; a form is not for patient information), found "Date of birth"',
  ])
})

test("deleting an author or a topic an article names is refused, naming the article; one no article names may go", () => {
  const withArticles: SiteIndex = {
    ...index,
    articles: [
      { file: "content/pages/insights-one.md", names: ["content/authors/sam-ortiz.md", "content/topics/apportionment.md"] },
      { file: "content/pages/insights-two.md", names: ["content/topics/apportionment.md"] },
    ],
  }
  expect(deleteProblems(["content/topics/apportionment.md"], withArticles)).toEqual([
    "content/topics/apportionment.md: expected no article to name it before it is deleted, found it named in content/pages/insights-one.md, content/pages/insights-two.md (change their Author or Topics first)",
  ])
  expect(deleteProblems(["content/authors/sam-ortiz.md"], withArticles)).toHaveLength(1)
  expect(deleteProblems(["content/authors/maya-lindqvist.md", "content/topics/records-review.md"], withArticles)).toEqual([])
})
