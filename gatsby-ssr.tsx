// Server rendering: the document language, and the same global styles as the browser.
import type { GatsbySSR } from "gatsby"
import "@fontsource-variable/inter/wght.css"
import "./src/styles/global.css"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
