// A deliberate "no platform adapter": the build stays plain static files whose headers come
// from public/_headers, on Netlify and anywhere else. Naming an adapter also stops Gatsby
// from fetching its adapter list and installing one at build time. On Netlify it keeps
// Gatsby's cache between builds, so a writer's change rebuilds only what it touched.
import type { IAdapter } from "gatsby"
import { netlifyBuildCache } from "../cache/netlify-build-cache"

export const staticFilesAdapter = (): IAdapter => ({
  name: "static-files",
  cache: netlifyBuildCache(),
  adapt: ({ reporter }) => reporter.verbose("static-files adapter: nothing to adapt, public/ is deployed as is"),
})
