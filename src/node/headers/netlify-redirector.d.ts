// Netlify's own redirect matcher (its engine compiled to WebAssembly), which ships no types.
declare module "netlify-redirector" {
  type Request = { scheme: string; host: string; path: string; query: string; getHeader: (name: string) => string; getCookie: (name: string) => string }
  type Match = { from: string; to: string; status: number; force: boolean } | { force404: true }
  type Matcher = { match(request: Request): Match | null }
  export function parsePlain(rules: string, options: object): Promise<Matcher>
}
