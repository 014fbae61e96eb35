import React from "react"
import { render, screen } from "@testing-library/react"
import { renderToStaticMarkup } from "react-dom/server"
import { Form } from "./Form"
import { site } from "../../test/content"
import { pageSchema } from "../../site/page-schema"
import { readFrontMatter } from "../../vocabulary/front-matter"
import { WRITER_PAGES } from "../../test/writer-pages"

const page = pageSchema.parse(readFrontMatter(WRITER_PAGES["content/pages/request-demo.md"]).data)
const section = page.sections[0] as Extract<(typeof page.sections)[number], { type: "form" }>
const props = { section, headingId: "form-heading", page: { site, path: "/contact", listPage: 1 } }

test("the static HTML is what Netlify's form detection reads: name, POST to the thank-you page, data-netlify, the honeypot and form-name", () => {
  const html = renderToStaticMarkup(<Form {...props} />)
  const form = /<form [^>]*>/.exec(html)![0]
  for (const attribute of ['name="demo-request"', 'method="POST"', 'action="/thanks"', 'data-netlify="true"', 'netlify-honeypot="robot-field"'])
    expect(form).toContain(attribute)
  expect(html).toContain('<input type="hidden" name="form-name" value="demo-request"/>')
  // The honeypot is hidden from people, and their keyboards pass it by.
  expect(html).toMatch(/<p hidden=""><label>Leave this field empty <input [^>]*name="robot-field"[^>]*\/><\/label><\/p>/)
  expect(html).toMatch(/<input tabindex="-1"[^>]*name="robot-field"/)
  expect(html).not.toContain("<script")
})

test("every field has a visible label tied to it, the input a phone should show, its limits, and the site's notice under the button", () => {
  render(<Form {...props} />)
  expect(screen.getByLabelText(/^Your name/)).toMatchObject({ type: "text", name: "your-name", required: true, maxLength: 120, autocomplete: "name" })
  const email = screen.getByLabelText(/^Work email/)
  expect(email).toMatchObject({ type: "email", name: "work-email", required: true, maxLength: 254, autocomplete: "email" })
  expect(email).toHaveAttribute("inputmode", "email")
  expect(screen.getByLabelText("Practice")).toMatchObject({ autocomplete: "organization", required: false })
  // A list opens on the site's words for it, an option a visitor can see, not an empty one.
  const list = screen.getByLabelText("Reports per month") as HTMLSelectElement
  expect([...list.options].map((option) => option.text)).toEqual([site.forms!.choose, "Under 10", "10 to 50", "Over 50"])
  expect(list.value).toBe("")
  expect(screen.getByLabelText("What would you like to see?").tagName).toBe("TEXTAREA")
  expect(screen.getByLabelText("Send me news of new features")).toMatchObject({ type: "checkbox", name: "send-me-news-of-new-features" })
  expect(screen.getAllByText("(required)")).toHaveLength(2)
  expect(screen.getByRole("button", { name: "Send request" })).toHaveAttribute("type", "submit")
  expect(screen.getByText(site.forms!.notice)).toBeVisible()
})
