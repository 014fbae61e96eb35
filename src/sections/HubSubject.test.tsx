import React from "react"
import { render, screen } from "@testing-library/react"
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
