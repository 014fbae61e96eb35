/** @jest-environment node */
import { deleteProblems, type SiteIndex } from "./save-checks"

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

test("deleting an author or a topic an article names is refused, naming the article; one no article names may go", () => {
  const withArticles: SiteIndex = {
    ...index,
    articles: [
      {
        file: "content/pages/insights-one.md",
        names: [
          { field: "author", file: "content/authors/sam-ortiz.md" },
          { field: "topics", file: "content/topics/apportionment.md" },
        ],
      },
      {
        file: "content/pages/insights-two.md",
        names: [
          { field: "reviewer", file: "content/authors/sam-ortiz.md" },
          { field: "topics", file: "content/topics/apportionment.md" },
        ],
      },
    ],
  }
  expect(deleteProblems(["content/topics/apportionment.md"], withArticles)).toEqual([
    "content/topics/apportionment.md: expected no article to name it before it is deleted, found it named in content/pages/insights-one.md, content/pages/insights-two.md (change their Topics first)",
  ])
  // An author who reviewed an article is named by it as its writer is: the build would stop at it.
  expect(deleteProblems(["content/authors/sam-ortiz.md"], withArticles)).toEqual([
    "content/authors/sam-ortiz.md: expected no article to name it before it is deleted, found it named in content/pages/insights-one.md, content/pages/insights-two.md (change their Author or Reviewer first)",
  ])
  expect(deleteProblems(["content/authors/maya-lindqvist.md", "content/topics/records-review.md"], withArticles)).toEqual([])
})
