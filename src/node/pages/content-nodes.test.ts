/** @jest-environment node */
// The content's nodes in develop, on a copy of the fixture site, with a node store of Gatsby's shape.
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { EventEmitter } from "node:events"
import type { Node, Reporter } from "gatsby"

// As Gatsby's store (lmdb): each write is committed on its own a moment later, and the store is
// ready once the writes made before it was asked are.
const mockStore = { nodes: new Map<string, Node>(), last: Promise.resolve() }
const write = (change: () => void) => {
  mockStore.last = new Promise((resolve) => setImmediate(() => resolve(change())))
}
jest.mock("gatsby/dist/datastore", () => ({ getDataStore: () => ({ ready: () => mockStore.last }) }))
jest.mock("gatsby/dist/redux", () => ({ emitter: new (jest.requireActual("node:events").EventEmitter)() }))

const FIXTURE_SITE = path.join(__dirname, "..", "..", "test", "fixture-site")
const site = fs.mkdtempSync(path.join(os.tmpdir(), "content-nodes-"))
const home = path.join(site, "content", "pages", "home.md")
const command = process.env.gatsby_executing_command
let nodes: typeof import("./content-nodes")

const store = mockStore.nodes
const actions = {
  createNode: jest.fn((node: Node) => write(() => void store.set(node.id, node))),
  deleteNode: (node: Node) => write(() => void store.delete(node.id)),
  createParentChildLink: () => undefined,
}
const reporter = { log: jest.fn(), success: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn(), panic: jest.fn() }
const args = {
  actions,
  reporter: reporter as unknown as Reporter,
  getNodesByType: (type: string) => [...store.values()].filter((node) => node.internal.type === type),
  createNodeId: (key: string) => key,
  createContentDigest: (value: unknown) => crypto.createHash("md5").update(JSON.stringify(value)).digest("hex"),
} as unknown as Parameters<typeof import("./content-nodes")["syncContentNodes"]>[0] & { reporter: Reporter }

// The File node gatsby-source-filesystem makes of a file of content/.
const fileNode = (absolutePath: string) =>
  ({
    id: `File ${absolutePath}`,
    internal: { type: "File" },
    sourceInstanceName: "content",
    relativePath: path.relative(path.join(site, "content"), absolutePath),
    absolutePath,
  }) as unknown as Node

const pageOf = (file: string) => args.getNodesByType("ContentPage").find((node) => node.sourceFile === file)
const homeHeading = () => (pageOf("content/pages/home.md") as { sections?: Array<{ heading?: string }> } | undefined)?.sections?.[0]?.heading
// gatsby-source-filesystem stores the file's node: Gatsby tells the store's listeners, then writes it.
function stored(node: Node) {
  ;(require("gatsby/dist/redux") as { emitter: EventEmitter }).emitter.emit("CREATE_NODE", { type: "CREATE_NODE", payload: node })
  write(() => void store.set(node.id, node))
}
const problemSaid = () =>
  reporter.log.mock.calls.some(([text]) =>
    String(text).includes('Icon: expected one of draft, summary, rating, template, shield, clock, speed, chart, found "rocket"'),
  )

async function until(holds: () => boolean, timeout = 5_000) {
  for (const start = Date.now(); !holds(); await new Promise((resolve) => setTimeout(resolve, 50)))
    if (Date.now() - start > timeout) throw new Error(`not within ${timeout} ms`)
}

beforeAll(() => {
  for (const dir of ["content", "static"]) fs.cpSync(path.join(FIXTURE_SITE, dir), path.join(site, dir), { recursive: true })
  for (const name of fs.readdirSync(path.join(site, "content"), { recursive: true, encoding: "utf8" })) {
    const file = path.join(site, "content", name)
    if (fs.statSync(file).isFile()) store.set(`File ${file}`, fileNode(file))
  }
  // The module reads the site's folder when it loads, and acts as in develop.
  jest.spyOn(process, "cwd").mockReturnValue(site)
  process.env.gatsby_executing_command = "develop"
  nodes = require("./content-nodes")
})

const after = jest.fn(async () => undefined)
let good: string
beforeAll(async () => {
  good = fs.readFileSync(home, "utf8")
  await nodes.syncContentNodes(args, args.reporter)
  await (require("gatsby/dist/datastore") as typeof import("gatsby/dist/datastore")).getDataStore().ready()
  nodes.watchContent(args, after)
})

afterAll(() => {
  jest.restoreAllMocks()
  process.env.gatsby_executing_command = command
  fs.rmSync(site, { recursive: true, force: true })
})

test("in develop, the pages Gatsby makes after an edit wait for the content's nodes made from it, with its problems", async () => {
  expect(homeHeading()).toBe("Medical-legal reports, drafted in minutes")
  // A mistake: once its node is stored, the pages made next see the problem and no page's content.
  fs.writeFileSync(home, good.replace("icon: shield", "icon: rocket"))
  stored(fileNode(home))
  await nodes.contentSynced()
  expect(nodes.contentProblems()).toHaveLength(1)
  expect(homeHeading()).toBeUndefined()
  await until(problemSaid)
  // The fix: the pages made next are made from it.
  fs.writeFileSync(home, good)
  stored(fileNode(home))
  await nodes.contentSynced()
  expect(nodes.contentProblems()).toEqual([])
  expect(homeHeading()).toBe("Medical-legal reports, drafted in minutes")
  expect(after).toHaveBeenCalled()
  await until(() => reporter.success.mock.calls.length > 0)
  expect(reporter.success).toHaveBeenCalledWith("The content problems are fixed: the pages are built again.")
})

test("in develop, a page file added is a page the next time Gatsby makes them", async () => {
  const added = path.join(site, "content", "pages", "pricing.md")
  fs.writeFileSync(added, fs.readFileSync(path.join(site, "content", "pages", "about.md"), "utf8").replace("path: /about", "path: /pricing"))
  stored(fileNode(added))
  await nodes.contentSynced()
  expect(pageOf("content/pages/pricing.md")).toMatchObject({ path: "/pricing" })
  expect(nodes.contentProblems()).toEqual([])
})

test("in develop, the pages wait for an edit made while they waited for another", async () => {
  const about = path.join(site, "content", "pages", "about.md")
  const aboutText = fs.readFileSync(about, "utf8")
  // The second file is saved as the first one's nodes are being made.
  after.mockImplementationOnce(async () => {
    fs.writeFileSync(about, aboutText.replace("title: About", "title: About us"))
    stored(fileNode(about))
  })
  fs.writeFileSync(home, good.replace("heading: Medical-legal reports, drafted in minutes", "heading: Saved first"))
  stored(fileNode(home))
  await nodes.contentSynced()
  expect(homeHeading()).toBe("Saved first")
  expect(pageOf("content/pages/about.md")).toMatchObject({ title: "About us" })
})

test("in develop, a file changed with no event for it (its node taken for unchanged) is read before the pages are made", async () => {
  fs.writeFileSync(home, good.replace("heading: Medical-legal reports, drafted in minutes", "heading: Saved unseen"))
  await nodes.contentSynced()
  expect(homeHeading()).toBe("Saved unseen")
})

test("in develop, a save the watcher saw half written (its write made no event) is read again once the events settle, and the site comes back", async () => {
  reporter.log.mockClear()
  reporter.success.mockClear()
  fs.writeFileSync(home, good.replace("icon: shield", "icon: rocket"))
  stored(fileNode(home))
  await until(problemSaid)

  // The fix: its save truncates the file, the watcher's event is read then, and the write that follows makes none.
  fs.writeFileSync(home, "")
  stored(fileNode(home))
  await nodes.contentSynced()
  fs.writeFileSync(home, good.replace("heading: Medical-legal reports, drafted in minutes", "heading: Fixed and drafted again"))
  await until(() => homeHeading() === "Fixed and drafted again")
  expect(nodes.contentProblems()).toEqual([])
  await until(() => reporter.success.mock.calls.length > 0)
  expect(reporter.success).toHaveBeenCalledWith("The content problems are fixed: the pages are built again.")

  // Once what was read is what the files hold, nothing is made again.
  actions.createNode.mockClear()
  await new Promise((resolve) => setTimeout(resolve, 800))
  expect(actions.createNode).not.toHaveBeenCalled()
  expect(reporter.error).not.toHaveBeenCalled()
})

test("in develop, an edit that brings a warning says it once: another save does not say it again, and once a mistake is fixed it is said again", async () => {
  const lonely = path.join(site, "content", "pages", "lonely.md")
  const about = fs.readFileSync(path.join(site, "content", "pages", "about.md"), "utf8")
  const warnedOfLonely = () => reporter.warn.mock.calls.filter(([text]) => String(text).includes("no link of the site reaches /lonely")).length
  const saved = async (file: string, text: string) => {
    fs.writeFileSync(file, text)
    stored(fileNode(file))
    await nodes.contentSynced()
    // The terminal is told once the events settle.
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  reporter.warn.mockClear()
  await saved(lonely, about.replace("path: /about", "path: /lonely"))
  expect(warnedOfLonely()).toBe(1)
  await saved(home, good.replace("heading: Medical-legal reports, drafted in minutes", "heading: Saved with a warning standing"))
  expect(warnedOfLonely()).toBe(1)
  await saved(home, good.replace("icon: shield", "icon: rocket"))
  expect(warnedOfLonely()).toBe(1)
  await saved(home, good)
  expect(warnedOfLonely()).toBe(2)
  fs.rmSync(lonely)
  ;(require("gatsby/dist/redux") as { emitter: EventEmitter }).emitter.emit("DELETE_NODE", { type: "DELETE_NODE", payload: fileNode(lonely) })
  write(() => void store.delete(`File ${lonely}`))
  await nodes.contentSynced()
})
