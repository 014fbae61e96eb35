// The layers of src/ and which may import which (docs/architecture.md#layers), checked by npm test.
// From the bottom: the vocabulary (src/vocabulary/), the ui parts, the section kinds, the site's
// assembly (src/site/), the other views, then the build (src/node/), the editor, the templates.
// Tests and their helpers (src/test/) stand outside the layers: they may import any of them.
const NOT_TESTS = "(^src/test/|\\.test\\.tsx?$|^src/__mocks__/)"

/** A rule that the files matching `from` import nothing of src/ but what `allowed` matches. */
const onlyFrom = (name, comment, from, allowed) => ({
  name,
  comment,
  severity: "error",
  from: { path: from, pathNot: NOT_TESTS },
  to: { path: "^src/", pathNot: allowed },
})

export default {
  forbidden: [
    { name: "no-circle", comment: "No module imports one that imports it back.", severity: "error", from: {}, to: { circular: true } },
    onlyFrom("vocabulary", "The vocabulary imports nothing above it.", "^src/vocabulary/", "^src/vocabulary/"),
    onlyFrom("ui", "The ui parts are made of the vocabulary alone.", "^src/components/ui/", "^src/(vocabulary|components/ui)/"),
    onlyFrom(
      "kind",
      "A kind imports only the vocabulary, components/ui/ and its own folder.",
      "^src/sections/([^/]+)/",
      "^src/(vocabulary|components/ui|sections/$1)/",
    ),
    onlyFrom(
      "kinds",
      "The kinds' registries and the page's body know the kinds, never what stands above them.",
      "^src/sections/[^/]+$",
      "^src/(vocabulary|components/ui|sections)/",
    ),
    onlyFrom("assembly", "The site's assembly is made of the kinds and the vocabulary.", "^src/site/", "^src/(vocabulary|sections|site)/"),
    onlyFrom(
      "views",
      "The other views know no kind: a page's sections are drawn by src/sections/PageView.tsx.",
      "^src/components/",
      "^src/(vocabulary|components)/",
    ),
    onlyFrom("build", "The build imports no page, template or editor.", "^src/node/", "^src/(vocabulary|components|sections|site|node|cms)/"),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/gatsby-types\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".json", ".d.ts"] },
  },
}
