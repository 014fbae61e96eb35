/** @jest-environment jsdom */
import fs from "node:fs"
import path from "node:path"
import { INTERACTION_EVENTS, scriptsOnInteraction, startScriptsOnInteractionInBuild, withScriptsOnInteraction } from "./scripts-on-interaction"
import { inlineScriptHashes } from "../headers/security-headers"
import { temporaryFolders } from "../../test/temporary-folders"

const folder = temporaryFolders(afterAll)

// Gatsby's scripts slice and a page stitched with it, as gatsby build writes them.
const SOURCES = ["/webpack-runtime-1.js", "/framework-1.js", "/app-1.js"]
const SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="abc";</script>${SOURCES.map((src) => `<script src="${src}" async></script>`).join("")}`
const page = (pagePath: string) =>
  `<!DOCTYPE html><html><body><main>Hello</main><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script><!-- slice-start id="_gatsby-scripts-1" -->${SLICE}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`

describe("the build step", () => {
  test("turns the slice into one inline script that sets Gatsby's globals and lists the entry scripts", () => {
    const script = scriptsOnInteraction(SLICE)
    expect(script.match(/<script/g)).toHaveLength(1)
    expect(script).not.toMatch(/<script src=/)
    expect(script).toContain(`data-sources="[&quot;/webpack-runtime-1.js&quot;,&quot;/framework-1.js&quot;,&quot;/app-1.js&quot;]"`)
    expect(script).toContain(`window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";window.___webpackCompilationHash="abc";`)
  })

  test("stops the build on markup it does not know, or on a slice with no entry scripts", () => {
    expect(() => scriptsOnInteraction(`${SLICE}<script src="/polyfill.js" nomodule></script>`)).toThrow(/does not know: <script src="\/polyfill.js" nomodule>/)
    expect(() => scriptsOnInteraction(`<script>window.___webpackCompilationHash="abc";</script>`)).toThrow(/lists no entry scripts/)
  })

  test("keeps a page's content, drops its script tags and moves its path into an attribute", () => {
    const html = withScriptsOnInteraction(page(`/a&"b`), scriptsOnInteraction(SLICE))
    expect(html).toContain("<main>Hello</main>")
    expect(html).toContain(`<script id="gatsby-script-loader" data-page-path="/a&amp;&quot;b">window.pagePath=document.currentScript.dataset.pagePath</script>`)
    expect(html).not.toMatch(/<script src=/)
    expect(html).toMatch(
      /<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-entry-scripts"[\s\S]*<\/script><!-- slice-end id="_gatsby-scripts-1" -->/,
    )
  })

  test("changes nothing on a second pass, and a newer build's scripts replace the old", () => {
    const once = withScriptsOnInteraction(page("/"), scriptsOnInteraction(SLICE))
    expect(withScriptsOnInteraction(once, scriptsOnInteraction(SLICE))).toBe(once)
    const newer = withScriptsOnInteraction(once, scriptsOnInteraction(SLICE.replace(/app-1/g, "app-2")))
    expect(newer).toContain("/app-2.js")
    expect(newer).not.toContain("/app-1.js")
  })

  test("rewrites every built page but the writers' editor, which starts its scripts at load", () => {
    const dir = folder("public-")
    fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true })
    fs.mkdirSync(path.join(dir, "admin"))
    fs.writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), SLICE)
    fs.writeFileSync(path.join(dir, "index.html"), page("/"))
    fs.writeFileSync(path.join(dir, "admin", "index.html"), page("/admin"))
    startScriptsOnInteractionInBuild(dir)
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).not.toMatch(/<script src=/)
    expect(fs.readFileSync(path.join(dir, "admin", "index.html"), "utf8")).toBe(page("/admin"))
  })

  test("makes every page's inline scripts the same, so the policy needs two hashes for the whole site", () => {
    const scripts = scriptsOnInteraction(SLICE)
    const original = new Set(["/", "/about", "/404.html"].flatMap((pagePath) => inlineScriptHashes(page(pagePath))))
    const rewritten = new Set(["/", "/about", "/404.html"].flatMap((pagePath) => inlineScriptHashes(withScriptsOnInteraction(page(pagePath), scripts))))
    expect(original.size).toBe(5)
    expect(rewritten.size).toBe(2)
  })
})

describe("the page", () => {
  // The rewritten page's scripts, run by jsdom as the browser would run them: parsed markup
  // does not run, so each script is recreated, attributes and text as built.
  function loadPage(before = "") {
    const html = withScriptsOnInteraction(page("/about"), scriptsOnInteraction(SLICE))
    document.body.innerHTML = before
    for (const built of new DOMParser().parseFromString(html, "text/html").querySelectorAll("script")) {
      const script = document.createElement("script")
      for (const { name, value } of built.attributes) script.setAttribute(name, value)
      script.textContent = built.textContent
      document.body.append(script)
    }
  }
  const entryScripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"))

  test.each(INTERACTION_EVENTS)("sets Gatsby's globals at once, and starts the entry scripts once, in order, on the first %s", (type) => {
    loadPage()
    expect(window.pagePath).toBe("/about")
    expect(window.___webpackCompilationHash).toBe("abc")
    document.body.dispatchEvent(new Event("scroll", { bubbles: true }))
    expect(entryScripts()).toHaveLength(0)
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }))
    document.body.dispatchEvent(new Event("keydown", { bubbles: true }))
    expect(entryScripts().map((script) => new URL(script.src).pathname)).toEqual(SOURCES)
    expect(entryScripts().every((script) => !script.async)).toBe(true)
  })

  test("a page whose address holds what its form asks for starts them at load; without it, it waits", () => {
    const form = '<form data-scripts-at-load-with="q"><input name="q"></form>'
    window.history.replaceState(null, "", "/search")
    loadPage(form)
    expect(entryScripts()).toHaveLength(0)
    window.history.replaceState(null, "", "/search?q=")
    loadPage(form)
    expect(entryScripts()).toHaveLength(0)
    window.history.replaceState(null, "", "/search?q=apportionment")
    loadPage(form)
    expect(entryScripts().map((script) => new URL(script.src).pathname)).toEqual(SOURCES)
    // The same address on a page that asks for nothing waits for the visitor.
    loadPage()
    expect(entryScripts()).toHaveLength(0)
    window.history.replaceState(null, "", "/")
  })
})

declare global {
  interface Window {
    pagePath?: string
    ___webpackCompilationHash?: string
  }
}
