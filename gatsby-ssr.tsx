// Server rendering: the document language, and the same global styles as the browser.
import type { GatsbySSR } from "gatsby"
import "./src/styles/global.css"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
