// The editor's route, as Gatsby names it (trailingSlash: "never"); it is served at /admin/ too,
// and its bundle's files sit beside it in public/admin/.
export const ADMIN_ROUTE = "/admin"

// The names esbuild gives the editor bundle's files (src/node/editor/editor-bundle.ts), each with the
// hash of its content.
export const BUNDLE_FILE = /^(editor|chunk)-[A-Z0-9]{8}\.js$/
