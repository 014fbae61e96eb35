// Browser entry: global styles, hydration that yields to the browser, and no scroll jump
// when the page's scripts start.
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

// The scripts start on the visitor's first interaction, by then the page may have been read
// and scrolled: hydrating must not send it back to the URL's #hash or a saved position.
// Navigations within the site keep Gatsby's usual scrolling.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps }) => Boolean(prevRouterProps)
