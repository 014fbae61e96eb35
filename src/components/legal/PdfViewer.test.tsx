import React from "react"
import { render, screen, within } from "@testing-library/react"
import { PdfViewer } from "./PdfViewer"
import { noPdfViewerScript } from "./noPdfViewerScript"
import { site } from "../../test/content"

const FALLBACK_TEXT = "Your browser doesn't support PDF viewing. Please use one of the options below to view the document."

function setPdfViewer(enabled: boolean | undefined) {
  Object.defineProperty(window.navigator, "pdfViewerEnabled", { value: enabled, configurable: true })
}

afterEach(() => {
  setPdfViewer(undefined)
  document.documentElement.removeAttribute("data-pdf-viewer")
})

test("embeds the PDF at 80vh with a 700px minimum, with download and open actions", () => {
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

test("the object's fallback carries the spec's text, pointing to the two actions that follow it once", () => {
  const { container } = render(<PdfViewer src="/legal/terms.pdf" title="Terms" labels={site.legal} />)
  const fallback = container.querySelector("object > [role=note]")!
  expect(within(fallback as HTMLElement).getByRole("heading", { name: "PDF Viewer Not Available" })).toBeInTheDocument()
  expect(fallback).toHaveTextContent(FALLBACK_TEXT)
  expect(screen.getAllByRole("link")).toHaveLength(2)
  // The actions come after the message that says they are below it.
  expect(fallback.compareDocumentPosition(screen.getByRole("link", { name: "Download PDF" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(container.querySelector("object")).toHaveClass("[[data-pdf-viewer=none]_&]:h-auto", "[[data-pdf-viewer=none]_&]:min-h-0")
})

test.each([
  [false, "none"],
  [true, null],
  [undefined, null],
])("the head script marks a browser whose pdfViewerEnabled is %s", (enabled, mark) => {
  setPdfViewer(enabled)
  new Function(noPdfViewerScript)()
  expect(document.documentElement.getAttribute("data-pdf-viewer")).toBe(mark)
})

// That the site's own settings carry these words: src/site/real-site.test.ts.
