import React from "react"
import { render, screen } from "@testing-library/react"
import { searchedText } from "../test/searched-text"
import { type HubSubject, HubSubjectView } from "./HubSubject"

const author: HubSubject = {
  name: "Dr. Alexandra Konstantinopoulou-Whitfield",
  path: "/authors/alexandra",
  role: "Occupational medicine",
  profiles: [],
  articles: [],
  pageCount: 1,
  heading: "Articles written",
  alsoListed: [],
}

test("an author's page sets their letters after their name in its heading, as a review line does", () => {
  render(<HubSubjectView subject={{ ...author, credentials: "MD, MPH, FACOEM, QME" }} listPage={1} />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Dr\. Alexandra Konstantinopoulou-Whitfield, MD, MPH, FACOEM, QME$/)
})

test("an author without letters, and a topic, are headed by their name alone", () => {
  const { container } = render(<HubSubjectView subject={author} listPage={1} />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Dr\. Alexandra Konstantinopoulou-Whitfield$/)
  container.remove()
  render(<HubSubjectView subject={{ ...author, name: "Apportionment", role: undefined, description: "Causes." }} listPage={1} />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Apportionment$/)
})

test("a topic's page is found by what it says of itself, not by its lists' headings, cards or pager", () => {
  const listed = { path: "/insights/liens", title: "Lien conferences", description: "Fees", date: "2026-11-02" }
  const topic: HubSubject = {
    ...author,
    name: "Apportionment",
    role: undefined,
    description: "Dividing causation between injuries.",
    articles: [listed],
    pageCount: 2,
    heading: "Articles",
    alsoListed: [{ field: "reviewedBy", heading: "Reviewed articles", articles: [listed] }],
  }
  const words = { pageOf: "Page {page} of {pages}", nextPage: "Older articles", previousPage: "Newer articles" }
  const { container } = render(<HubSubjectView subject={topic} listPage={1} pagerWords={words} />)
  expect(container).toHaveTextContent("Older articles")
  expect(searchedText(container)).toBe("Dividing causation between injuries.")
})
