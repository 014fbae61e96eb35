import React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { currentMark, Header } from "./Header"
import { site } from "../../test/content"

const renderHeader = () => render(<Header productName={site.productName} header={site.header} appLoginUrl={site.appLoginUrl} demoUrl={site.demoUrl} />)

test("section links point at the landing page anchors from any page", () => {
  renderHeader()
  const nav = screen.getByRole("navigation", { name: "Main" })
  expect(within(nav).getByRole("link", { name: "Features" })).toHaveAttribute("href", "/#features")
  expect(within(nav).getByRole("link", { name: "Benefits" })).toHaveAttribute("href", "/#benefits")
})

test("Sign In and Book a Demo open the configured URLs in a new tab without an opener", () => {
  renderHeader()
  for (const [name, href] of [
    ["Sign In", site.appLoginUrl],
    ["Book a Demo", site.demoUrl],
  ]) {
    for (const link of screen.getAllByRole("link", { name, hidden: true })) {
      expect(link).toHaveAttribute("href", href)
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
  }
})

test("the mobile menu closes on Escape and returns focus to its toggle", async () => {
  const user = userEvent.setup()
  const { container } = renderHeader()
  const menu = container.querySelector("details")!
  await user.click(screen.getByText("Menu"))
  expect(menu.open).toBe(true)
  within(menu).getAllByRole("link")[0]!.focus()
  await user.keyboard("{Escape}")
  expect(menu.open).toBe(false)
  expect(menu.querySelector("summary")).toHaveFocus()
})

test("choosing a link in the mobile menu closes it", async () => {
  const user = userEvent.setup()
  const { container } = renderHeader()
  const menu = container.querySelector("details")!
  await user.click(screen.getByText("Menu"))
  await user.click(within(menu).getByRole("link", { name: "Benefits" }))
  expect(menu.open).toBe(false)
})

test("a skip link leads to the main landmark", () => {
  renderHeader()
  expect(screen.getByRole("link", { name: site.header.skipLink })).toHaveAttribute("href", "#main")
})

test("an announcement is a band above the header, named by its words, after the skip link, and cannot be closed", async () => {
  const announcement = { text: "Join our webinar on 12 January.", link: { label: "Register", to: "/webinar" }, from: "2026-12-01", until: "2027-01-31" }
  const user = userEvent.setup()
  const { container } = render(
    <Header productName={site.productName} header={site.header} appLoginUrl={site.appLoginUrl} demoUrl={site.demoUrl} announcement={announcement} />,
  )
  const band = screen.getByRole("complementary", { name: announcement.text })
  expect(within(band).getByRole("link", { name: "Register" })).toHaveAttribute("href", "/webinar")
  expect(within(band).queryByRole("button")).toBeNull()
  expect(band.compareDocumentPosition(container.querySelector("header")!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  await user.tab()
  expect(screen.getByRole("link", { name: site.header.skipLink })).toHaveFocus()
  await user.tab()
  expect(within(band).getByRole("link")).toHaveFocus()
})

test("without an announcement there is no band", () => {
  renderHeader()
  expect(screen.queryByRole("complementary")).toBeNull()
})

test("the link to the page is marked as the page, a link to a page it stands under as where it is; a place on a page never", () => {
  const header = { ...site.header, links: [...site.header.links, { label: "Insights", to: "/insights" }, { label: "Home", to: "/" }] }
  const marks = (pathname: string) => {
    const { unmount } = render(
      <Header productName={site.productName} header={header} appLoginUrl={site.appLoginUrl} demoUrl={site.demoUrl} pathname={pathname} />,
    )
    const nav = screen.getByRole("navigation", { name: "Main" })
    const found = within(nav)
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("aria-current")])
    unmount()
    return Object.fromEntries(found.filter(([, mark]) => mark))
  }
  expect(marks("/insights")).toEqual({ Insights: "page" })
  expect(marks("/insights/note-01")).toEqual({ Insights: "true" })
  expect(marks("/insights/page/2/")).toEqual({ Insights: "true" })
  expect(marks("/")).toEqual({ Home: "page" })
  expect(marks("/insightful")).toEqual({})
  expect(currentMark("/#features", "/")).toBeUndefined()
  expect(currentMark("https://example.com/insights", "/insights")).toBeUndefined()
  expect(currentMark("/insights", undefined)).toBeUndefined()
})
