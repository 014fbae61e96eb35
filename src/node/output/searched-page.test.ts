/** @jest-environment node */
import { searchedPage } from "./searched-page"

const page = (main: string, title = "Apportionment after Almaraz") =>
  `<!doctype html><html><head><title>Not read</title><script>var x = "not read"</script></head><body><header>Menu</header><main data-search-title="${title}">${main}</main><footer>Footer words</footer></body></html>`

test("a searched page is its marked landmark's text and title; a page without the mark is not searched", () => {
  expect(searchedPage(page("<p>Causation &amp; apportionment.</p>"))).toEqual({
    title: "Apportionment after Almaraz",
    topics: [],
    content: "Causation & apportionment.",
    headings: [],
  })
  expect(searchedPage("<html><body><main><p>Words</p></main></body></html>")).toBeUndefined()
})

test("what is ignored, hidden from screen readers, navigation, a form or not text is left out, but an ignored topic is read", () => {
  const read = searchedPage(
    page(
      `<nav aria-label="Breadcrumb"><a href="/">Home</a><span aria-hidden="true">/</span><a href="/insights">Insights</a></nav>
       <h1 data-search-ignore="">Apportionment after Almaraz</h1>
       <div data-search-ignore=""><a href="/authors/ada">Ada</a><ul><li><a href="/topics/causation" data-search-topic="">Causation</a></li><li><a data-search-topic="">Case law</a></li></ul></div>
       <details><summary>What can I upload?<span aria-hidden="true">+</span></summary><p>Any PDF.</p></details>
       <style>.x{}</style><svg><title>Icon</title></svg><script>1</script><p>Line one<br>line two</p>
       <form><label>Your email</label><input name="email"></form>`,
    ),
  )!
  expect(read.content).toBe("What can I upload? Any PDF. Line one line two.")
  expect(read.topics).toEqual(["Causation", "Case law"])
})

test("each block ends as a sentence, a table's cells apart; headings are read apart with their weight", () => {
  const read = searchedPage(
    page(
      `<h2>Records we read</h2><p>Any PDF of medical records:</p><table><thead><tr><th><div>Kind</div></th><th>Pages</th></tr></thead><tbody><tr><td>Scanned records</td><td>up to 3,000</td></tr></tbody></table><h3 data-search-ignore="">Related</h3>`,
    ),
  )!
  expect(read.content).toBe("Records we read. Any PDF of medical records: Kind. Pages. Scanned records. up to 3,000.")
  expect(read.headings).toEqual([{ text: "Records we read", weight: 6 }])
})

test("the words of elements side by side, with no space between them in the markup, stand apart", () => {
  const read = searchedPage(
    page(
      '<div><a href="/demo">Book a Demo</a><a href="#features">See the features</a></div><p><span>Whole person impairment</span><span>8% WPI</span></p><ol><li><span>2<!-- -->.</span><span>Typical time</span></li></ol><p>A <a href="/x">link</a>. Reports<sup>1</sup>.</p>',
    ),
  )!
  expect(read.content).toBe("Book a Demo See the features. Whole person impairment 8% WPI. 2. Typical time. A link. Reports1.")
})
