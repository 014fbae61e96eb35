/** @jest-environment node */
import { scriptsAfterPaint, withScriptsAfterPaint } from "./scripts-after-paint"
import { inlineScriptHashes } from "./security-headers"

// Gatsby's scripts slice and a page stitched with it, as gatsby build writes them.
const SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="abc";</script><script src="/webpack-runtime-1.js" async></script><script src="/framework-1.js" async></script><script src="/app-1.js" async></script>`
const page = (pagePath: string) =>
  `<!DOCTYPE html><html><body><main>Hello</main><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->${SLICE}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

test("the slice becomes one inline script that lists the entry scripts in order and sets Gatsby's globals", () => {
  const script = scriptsAfterPaint(SLICE)
  expect(script).not.toMatch(/<script src=/)
  expect(script.match(/<script/g)).toHaveLength(1)
  expect(script).toContain(`data-sources="[&quot;/webpack-runtime-1.js&quot;,&quot;/framework-1.js&quot;,&quot;/app-1.js&quot;]"`)
  expect(script).toContain(`window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";window.___webpackCompilationHash="abc";`)
  expect(script).toContain(`observe({type:"paint",buffered:true})`)
})

test("markup the step does not know stops the build instead of being dropped", () => {
  expect(() => scriptsAfterPaint(`${SLICE}<script src="/polyfill.js" nomodule></script>`)).toThrow(/does not know: <script src="\/polyfill.js" nomodule>/)
})

test("a page keeps its content, loses its script tags, and carries its path in an attribute", () => {
  const html = withScriptsAfterPaint(page(`/a&"b`), scriptsAfterPaint(SLICE))
  expect(html).toContain("<main>Hello</main>")
  expect(html).toContain(`<script id="gatsby-script-loader" data-page-path="/a&amp;&quot;b">window.pagePath=document.currentScript.dataset.pagePath</script>`)
  expect(html).not.toMatch(/<script src=/)
  expect(html).toMatch(/<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-entry-scripts"[^]*<\/script><!-- slice-end id="_gatsby-scripts-1" -->/)
})

test("rewriting a rewritten page changes nothing, and a newer build's scripts replace the old", () => {
  const once = withScriptsAfterPaint(page("/"), scriptsAfterPaint(SLICE))
  expect(withScriptsAfterPaint(once, scriptsAfterPaint(SLICE))).toBe(once)
  const newer = scriptsAfterPaint(SLICE.replace(/app-1/g, "app-2"))
  expect(withScriptsAfterPaint(once, newer)).toContain("/app-2.js")
  expect(withScriptsAfterPaint(once, newer)).not.toContain("/app-1.js")
})

test("every page's inline scripts are the same, so the policy needs two hashes for the whole site", () => {
  const scripts = scriptsAfterPaint(SLICE)
  const hashes = ["/", "/about", "/404.html"].map((pagePath) => inlineScriptHashes(withScriptsAfterPaint(page(pagePath), scripts)))
  expect(hashes[0]).toHaveLength(2)
  expect(hashes[1]).toEqual(hashes[0])
  expect(hashes[2]).toEqual(hashes[0])
})
