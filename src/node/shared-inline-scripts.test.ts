/** @jest-environment node */
import { sharedScriptsSlice, withSharedInlineScripts } from "./shared-inline-scripts"
import { inlineScriptHashes } from "./security-headers"

// Gatsby's scripts slice and a page stitched with it, as gatsby build writes them.
const ENTRIES = `<script src="/webpack-runtime-1.js" async></script><script src="/framework-1.js" async></script><script src="/app-1.js" async></script>`
const SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="abc";</script>${ENTRIES}`
const page = (pagePath: string) =>
  `<!DOCTYPE html><html><body><main>Hello</main><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->${SLICE}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

test("the slice's globals become one inline script and its entry scripts stay as Gatsby wrote them", () => {
  expect(sharedScriptsSlice(SLICE)).toBe(
    `<script id="gatsby-globals">window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";window.___webpackCompilationHash="abc";</script>${ENTRIES}`,
  )
})

test("markup the step does not know stops the build instead of being dropped", () => {
  expect(() => sharedScriptsSlice(`${SLICE}<script src="/polyfill.js" nomodule></script>`)).toThrow(/does not know: <script src="\/polyfill.js" nomodule>/)
})

test("a page keeps its content and entry scripts, and carries its path in an attribute", () => {
  const html = withSharedInlineScripts(page(`/a&"b`), sharedScriptsSlice(SLICE))
  expect(html).toContain("<main>Hello</main>")
  expect(html).toContain(`<script id="gatsby-script-loader" data-page-path="/a&amp;&quot;b">window.pagePath=document.currentScript.dataset.pagePath</script>`)
  expect(html).toContain(`<script id="gatsby-globals">`)
  expect(html).toContain(`${ENTRIES}<!-- slice-end id="_gatsby-scripts-1" -->`)
})

test("rewriting a rewritten page changes nothing, and a newer build's scripts replace the old", () => {
  const once = withSharedInlineScripts(page("/"), sharedScriptsSlice(SLICE))
  expect(withSharedInlineScripts(once, sharedScriptsSlice(SLICE))).toBe(once)
  const newer = withSharedInlineScripts(once, sharedScriptsSlice(SLICE.replace(/app-1/g, "app-2")))
  expect(newer).toContain("/app-2.js")
  expect(newer).not.toContain("/app-1.js")
})

test("every page's inline scripts are the same, so the policy needs two hashes for the whole site", () => {
  const slice = sharedScriptsSlice(SLICE)
  const original = new Set(["/", "/about", "/404.html"].flatMap((pagePath) => inlineScriptHashes(page(pagePath))))
  const shared = new Set(["/", "/about", "/404.html"].flatMap((pagePath) => inlineScriptHashes(withSharedInlineScripts(page(pagePath), slice))))
  expect(original.size).toBe(5)
  expect(shared.size).toBe(2)
})
