// Stands in for gray-matter in the editor's bundle. Decap's own front matter formats use it, and
// its "---js" engine runs a file's text; the site's collections read and write front matter
// through src/cms/content-format.ts instead, so this is never called, and refuses if it is.
const refuse = (): never => {
  throw new Error("Front matter is read by the site's own YAML reader (src/vocabulary/front-matter.ts), not by gray-matter")
}
export default Object.assign(refuse, { stringify: refuse, read: refuse, test: refuse, language: refuse })
