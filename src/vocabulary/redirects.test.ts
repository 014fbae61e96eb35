import { madeRedirectProblems, siteRedirects } from "./redirects"

const live = new Set(["/", "/about", "/plans", "/terms", "/privacy-policy"])
const isLive = (path: string) => live.has(path)

test("a chain becomes one hop to where the page is now, keeping an anchor", () => {
  const made = [
    { from: "/a", to: "/pricing#plans" },
    { from: "/baa", to: "/terms-of-service#business-associate-addendum" },
  ]
  const moves = [
    { from: "/pricing", to: "/plans" },
    { from: "/terms-of-service", to: "/terms" },
    { from: "/terms-of-service/*", to: "/terms/:splat" },
  ]
  expect(siteRedirects(made, moves, isLive)).toEqual([
    { from: "/a", to: "/plans#plans" },
    { from: "/baa", to: "/terms#business-associate-addendum" },
    { from: "/pricing", to: "/plans" },
    { from: "/terms-of-service", to: "/terms" },
    { from: "/terms-of-service/*", to: "/terms/:splat" },
  ])
})

test("a page moved back takes its address back: the redirect from it goes, the one to it stays", () => {
  // /plans was /pricing, then /plans again: its history names /pricing as a former address; /plans is live.
  expect(
    siteRedirects(
      [],
      [
        { from: "/plans", to: "/pricing" },
        { from: "/pricing", to: "/plans" },
      ],
      isLive,
    ),
  ).toEqual([{ from: "/pricing", to: "/plans" }])
})

test("a move over an address another page has now is dropped, and so is a loop", () => {
  expect(siteRedirects([], [{ from: "/about", to: "/plans" }], isLive)).toEqual([])
  expect(
    siteRedirects(
      [],
      [
        { from: "/x", to: "/y" },
        { from: "/y", to: "/x" },
      ],
      isLive,
    ),
  ).toEqual([])
})

const whoHas = (path: string) => (path === "/about" ? "content/pages/about.md" : path === "/admin" ? "the content editor" : undefined)
const exists = (target: string) => (live.has(target.split("#")[0]!) ? undefined : `expected a link to an existing page`)

test("a writer's redirect from a live address, to nowhere, or in a loop is refused with its field", () => {
  const made = [
    { from: "/about", to: "/plans", index: 0 },
    { from: "/admin", to: "/", index: 1 },
    { from: "/old", to: "/nowhere", index: 2 },
    { from: "/x", to: "/y", index: 3 },
    { from: "/y", to: "/x", index: 4 },
    { from: "/demo", to: "https://schedule.example.com/demo", index: 5 },
    { from: "/prices", to: "/pricing", index: 6 },
  ]
  expect(madeRedirectProblems(made, [{ from: "/pricing", to: "/plans" }], whoHas, exists)).toEqual([
    {
      file: "content/site.json",
      field: "redirects[0].from",
      message: 'expected an address the site does not have, found "/about" (content/pages/about.md has it)',
    },
    {
      file: "content/site.json",
      field: "redirects[1].from",
      message: 'expected an address the site does not have, found "/admin" (the content editor has it)',
    },
    { file: "content/site.json", field: "redirects[2].to", message: 'expected a link to an existing page, found "/nowhere"' },
    { file: "content/site.json", field: "redirects[3].to", message: "expected redirects that end at a page, found a loop: /x → /y → /x" },
    { file: "content/site.json", field: "redirects[4].to", message: "expected redirects that end at a page, found a loop: /y → /x → /y" },
  ])
})

test("a second redirect from an address an earlier one has is refused, naming the earlier; the first is the one links follow", () => {
  const made = [
    { from: "/r4", to: "/plans", index: 0 },
    { from: "/r4", to: "/about", index: 1 },
    { from: "/r5", to: "/r4#faq", index: 2 },
  ]
  expect(madeRedirectProblems(made, [], whoHas, exists)).toEqual([
    {
      file: "content/site.json",
      field: "redirects[1].from",
      message: 'expected an address no other redirect has, found "/r4" (Redirect 1 sends it to "/plans")',
    },
  ])
  // A loop through the first: the second, which is never published, does not hide it.
  expect(
    madeRedirectProblems(
      [
        { from: "/x", to: "/x2", index: 0 },
        { from: "/x2", to: "/x", index: 1 },
        { from: "/x2", to: "/plans", index: 2 },
      ],
      [],
      whoHas,
      exists,
    ).map(({ field }) => field),
  ).toEqual(["redirects[0].to", "redirects[1].to", "redirects[2].from"])
})
