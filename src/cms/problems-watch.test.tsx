/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server"
import { PROBLEMS_STATUS, problemsWatch } from "./problems-watch"

// What the script leaves rejected with no handler, which a browser reports as an error.
const unhandled: unknown[] = []
const onUnhandled = (reason: unknown) => void unhandled.push(reason)
beforeAll(() => process.on("unhandledRejection", onUnhandled))
afterAll(() => process.off("unhandledRejection", onUnhandled))

// The script as develop's shell carries it, run at `pathname` with the page's fetch, location and timer given.
function runWatch(statuses: Array<{ problems: string[] } | Error>, pathname = "/pricing") {
  const script = /<script>([\s\S]*)<\/script>/.exec(renderToStaticMarkup(problemsWatch("develop-html")))![1]!
  const asked: string[] = []
  const reloads: number[] = []
  let tick: () => void = () => undefined
  const fetch = (url: string) => {
    asked.push(url)
    const status = statuses.shift()!
    return status instanceof Error ? Promise.reject(status) : Promise.resolve({ json: () => Promise.resolve(status) })
  }
  const location = { pathname, reload: () => reloads.push(asked.length) }
  new Function("fetch", "location", "setInterval", script)(fetch, location, (each: () => void) => {
    tick = each
  })
  const second = async () => {
    tick()
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { asked, reloads, second, unhandled, location }
}

test("an open page of the site reloads, to the problems page, at the first second the content has a problem", async () => {
  const watch = runWatch([
    { problems: [] },
    new Error("the server restarts"),
    {} as { problems: string[] },
    { problems: [] },
    { problems: ["content/pages/home.md: Title: expected text"] },
  ])
  for (let second = 0; second < 4; second++) await watch.second()
  expect(watch.reloads).toEqual([])
  await watch.second()
  expect(watch.reloads).toEqual([5])
  expect(watch.asked).toEqual(Array(5).fill(PROBLEMS_STATUS))
  expect(watch.unhandled).toEqual([])
})

test("the editor and the develop server's own pages do not ask, nor a page gone there without loading: they go on whatever the content holds", async () => {
  for (const own of ["/admin/", "/admin", "/__content-problems/article", "/__template/article"]) {
    const watch = runWatch([{ problems: ["content/site.json: Product Name: expected text"] }], own)
    await watch.second()
    expect(watch.asked).toEqual([])
  }
  const watch = runWatch([{ problems: [] }, { problems: ["content/site.json: Product Name: expected text"] }])
  await watch.second()
  watch.location.pathname = "/admin/"
  await watch.second()
  expect(watch.asked).toHaveLength(1)
  expect(watch.reloads).toEqual([])
})

test("a built page carries no script of it", () => {
  expect(problemsWatch("develop-html")).toHaveLength(1)
  expect(problemsWatch("build-html")).toEqual([])
})
