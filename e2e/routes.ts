// The site's routes with their expected document titles, shared by the browser tests.
import fs from "node:fs"
import path from "node:path"

const site = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", "site.json"), "utf8"))
export const PRODUCT = site.productName as string
export const SITE = site as { appLoginUrl: string; demoUrl: string; contactEmail: string; siteUrl: string }

export const ROUTES = [
  { path: "/", title: `AI drafting for medical-legal reports | ${PRODUCT}` },
  { path: "/about", title: `About | ${PRODUCT}` },
  { path: "/terms-of-service", title: `Terms of Service and Business Associate Addendum | ${PRODUCT}` },
  { path: "/privacy-policy", title: `Privacy Policy | ${PRODUCT}` },
]
export const NOT_FOUND = { path: "/no-such-page", title: `Page not found | ${PRODUCT}` }
