// Browser entry: global styles, and hydration that yields to the browser.
import React from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"

// Hydrating inside a transition lets React work in slices of a few milliseconds instead of
// one long task, so a phone's main thread stays free while the page comes alive. Pages
// without server-rendered markup (develop's loading screens) are rendered, as Gatsby does.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => (element: React.ReactElement, container: Element) => {
  const serverRendered = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length)
  if (!serverRendered) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  let root: ReturnType<typeof hydrateRoot> | undefined
  React.startTransition(() => {
    root = hydrateRoot(container, element)
  })
  return () => root?.unmount()
}
