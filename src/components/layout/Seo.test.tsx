import React from "react"
import { render } from "@testing-library/react"
import { Seo } from "./Seo"
import { site } from "../../test/content"

const renderSeo = (props: Partial<React.ComponentProps<typeof Seo>> = {}) =>
  render(<Seo site={site} title="About" description="Who we are" pathname="/about" {...props} />, { container: document.head })

const jsonLd = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!))

afterEach(() => (document.head.innerHTML = ""))

test("title, description, canonical URL and a 1200x630 sharing image", () => {
  renderSeo()
  expect(document.head.querySelector("title")).toHaveTextContent(`About | ${site.productName}`)
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", "Who we are")
  expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}/about`)
  expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute("content", `${site.siteUrl}/og-image.png`)
  expect(document.head.querySelector('meta[property="og:image:width"]')).toHaveAttribute("content", "1200")
  expect(document.head.querySelector('meta[property="og:image:height"]')).toHaveAttribute("content", "630")
  expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
})

test("Organization and WebSite JSON-LD on every page, plus any page-specific data", () => {
  renderSeo({ structuredData: [{ "@type": "Person", name: site.founder.name }] })
  const types = jsonLd().map((data) => data["@type"])
  expect(types).toEqual(["Organization", "WebSite", "Person"])
  const organization = jsonLd()[0]
  expect(organization).toMatchObject({ name: site.productName, email: site.contactEmail })
  // The founder's own profiles are the founder's Person's (the about page's), not the company's.
  expect(organization).not.toHaveProperty("sameAs")
})

test("a noindex page has no canonical URL", () => {
  renderSeo({ noindex: true })
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
})

test("the icons are linked at stable, crawlable URLs: favicon.ico, an SVG and the apple-touch icon", () => {
  renderSeo()
  const links = [...document.head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')].map((link) => [
    link.getAttribute("rel"),
    link.getAttribute("href"),
  ])
  expect(links).toEqual([
    ["icon", "/favicon.ico"],
    ["icon", "/icon.svg"],
    ["apple-touch-icon", "/apple-touch-icon.png"],
  ])
})

// The icon's colour is the site's own: src/site/real-site-pages.test.tsx.
