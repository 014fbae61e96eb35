// A deliberate "no platform adapter": the build stays plain static files whose headers come
// from public/_headers, on Netlify and anywhere else. Naming an adapter also stops Gatsby
// from fetching its adapter list and installing one at build time.
import type { IAdapter } from "gatsby"

export const staticFilesAdapter = (): IAdapter => ({
  name: "static-files",
  adapt: ({ reporter }) => reporter.verbose("static-files adapter: nothing to adapt, public/ is deployed as is"),
})
