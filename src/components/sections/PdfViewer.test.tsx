import React from "react"
import { render, screen } from "@testing-library/react"
import { PdfViewer } from "./PdfViewer"
import { site } from "../../test/content"

const FALLBACK_TEXT = "Your browser doesn't support PDF viewing. Please use one of the options below to view the document."

function setPdfViewer(enabled: boolean | undefined) {
  Object.defineProperty(window.navigator, "pdfViewerEnabled", { value: enabled, configurable: true })
}

afterEach(() => setPdfViewer(undefined))

test("embeds the PDF at 80vh with a 700px minimum, with download and open actions", () => {
  setPdfViewer(true)
  const { container } = render(<PdfViewer src="/legal/terms.pdf" title="Terms" labels={site.legal} />)
  const object = container.querySelector('object[type="application/pdf"]')!
  expect(object).toHaveAttribute("data", "/legal/terms.pdf")
  expect(object).toHaveClass("h-[80vh]", "min-h-[700px]")
  const download = screen.getAllByRole("link", { name: "Download PDF" })[0]!
  expect(download).toHaveAttribute("href", "/legal/terms.pdf")
  expect(download).toHaveAttribute("download", "terms.pdf")
  const open = screen.getAllByRole("link", { name: "Open in New Tab" })[0]!
  expect(open).toHaveAttribute("target", "_blank")
  expect(open).toHaveAttribute("rel", "noopener noreferrer")
})

test("shows the fallback with the spec's text and both actions when the browser has no PDF viewer", () => {
  setPdfViewer(false)
  const { container } = render(<PdfViewer src="/legal/terms.pdf" title="Terms" labels={site.legal} />)
  expect(container.querySelector("object")).toBeNull()
  expect(screen.getByRole("heading", { name: "PDF Viewer Not Available" })).toBeVisible()
  expect(screen.getByText(FALLBACK_TEXT)).toBeVisible()
  expect(screen.getAllByRole("link", { name: "Download PDF" })).toHaveLength(2)
  expect(screen.getAllByRole("link", { name: "Open in New Tab" })).toHaveLength(2)
})

test("the content file carries exactly the spec's fallback wording", () => {
  expect(site.legal.fallbackTitle).toBe("PDF Viewer Not Available")
  expect(site.legal.fallbackBody).toBe(FALLBACK_TEXT)
})
