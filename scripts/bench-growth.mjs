// How the build grows with the content: cold `gatsby build`s of copies of the site with 2 legal
// documents (as it is), 100 documents, one document with 30 earlier revisions, 100 pages and a
// page of 20 phone photos; a rebuild of the 100 documents, and of the photos' page, after one
// changed sentence, from the cache (no photo is processed again); and the deploy
// command (scripts/deploy.sh) cold and after a one-line change. Every build runs as on Netlify
// (NETLIFY_LOCAL, as `netlify build` sets it): it starts with no .cache and no public/, restores
// Gatsby's cache where an earlier build of its copy stored one, and stores its own. Each figure
// is set against the cold build of 2 documents in the same run. The copies are removed after.
import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"

const ROOT = path.resolve(import.meta.dirname, "..")
const POLICY = "content/legal/privacy-policy.md"
const ENV = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NETLIFY_LOCAL: "true" }

// Every file the repository tracks: the deploy command's type check and unit tests read more than the build does.
const TRACKED = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean)

export function copyOfSite(folders) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-site-"))
  folders.push(dir)
  for (const file of TRACKED) fs.cpSync(path.join(ROOT, file), path.join(dir, file), { recursive: true })
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"))
  return dir
}

// A command run in the copy, from a fresh checkout's state: the seconds it took and what it printed; it must succeed.
export function run(dir, command, args) {
  for (const output of [".cache", "public"]) fs.rmSync(path.join(dir, output), { recursive: true, force: true })
  const started = performance.now()
  const done = spawnSync(command, args, { cwd: dir, env: ENV, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 })
  const output = `${done.stdout}${done.stderr}`
  if (done.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${dir}:\n${output.slice(-3000)}`)
  return { seconds: (performance.now() - started) / 1000, output }
}
// Seconds a command takes in the copy.
export const timed = (dir, command, args) => run(dir, command, args).seconds
export const buildRun = (dir) => run(dir, process.execPath, ["scripts/gatsby.mjs", "build"])
export const build = (dir) => buildRun(dir).seconds
export const edit = (file, from, to) => fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(from, to))

// 98 more documents, each the privacy policy at an address of its own with one sentence its own.
function addDocuments(dir) {
  const policy = fs.readFileSync(path.join(dir, POLICY), "utf8")
  for (let i = 1; i <= 98; i++) {
    const doc = policy
      .replace("title: Privacy Policy", `title: Policy ${i}`)
      .replace("path: /privacy-policy", `path: /policy-${i}`)
      .replace("pdf: /legal/privacy-policy.pdf", `pdf: /legal/policy-${i}.pdf`)
      .replace("We never sell it", `We never sell it (${i})`)
    fs.writeFileSync(path.join(dir, "content", "legal", `policy-${i}.md`), doc)
  }
}

// 98 more pages, each the about page at an address of its own.
function addPages(dir) {
  const about = fs.readFileSync(path.join(dir, "content", "pages", "about.md"), "utf8")
  for (let i = 1; i <= 98; i++)
    fs.writeFileSync(
      path.join(dir, "content", "pages", `about-${i}.md`),
      about.replace(/^path: \/about$/m, `path: /about-${i}`).replace(/^title: (.*)$/m, `title: $1 ${i}`),
    )
}

// A page of 20 photos as a phone takes them: 4000×3000 JPEGs, textured like a photo, each its own.
export async function addPhotos(dir) {
  const images = []
  for (let i = 1; i <= 20; i++) {
    const texture = await sharp({ create: { width: 800, height: 600, channels: 3, noise: { type: "gaussian", mean: 60 + i * 6, sigma: 60 } } })
      .blur(1.2)
      .png()
      .toBuffer()
    await sharp(texture)
      .resize(4000, 3000)
      .jpeg({ quality: 90 })
      .toFile(path.join(dir, "content", "images", `photo-${i}.jpg`))
    images.push(`      ![Photo ${i} of the practice](../images/photo-${i}.jpg)\n`)
  }
  const page = `---\ntitle: Gallery\ndescription: The practice in photos.\npath: /gallery\nsections:\n  - type: text\n    body: |-\n      Our practice, room by room.\n\n${images.join("\n")}---\n`
  fs.writeFileSync(path.join(dir, "content", "pages", "gallery.md"), page)
}

// A repository whose privacy policy had 30 earlier dates, a month apart, each with a sentence of its own.
function addRevisions(dir) {
  const git = (...args) =>
    execFileSync("git", args, {
      cwd: dir,
      env: { ...ENV, GIT_AUTHOR_NAME: "Bench", GIT_AUTHOR_EMAIL: "bench@example.com", GIT_COMMITTER_NAME: "Bench", GIT_COMMITTER_EMAIL: "bench@example.com" },
      stdio: "ignore",
    })
  const current = fs.readFileSync(path.join(dir, POLICY), "utf8")
  git("init", "--quiet", "--initial-branch=main")
  for (let i = 0; i < 30; i++) {
    const date = new Date(Date.UTC(2024, i, 1)).toISOString().slice(0, 10)
    fs.writeFileSync(
      path.join(dir, POLICY),
      current.replace(/^lastUpdated: .*$/m, `lastUpdated: ${date}`).replace("We never sell it", `We never sell it (revision ${i + 1})`),
    )
    git("add", "--all")
    git("commit", "--quiet", "--message", `Privacy policy of ${date}`)
  }
  fs.writeFileSync(path.join(dir, POLICY), current)
  git("commit", "--quiet", "--all", "--message", "Privacy policy, current")
}

/** Each figure and its ratio to the cold build of the site's 2 documents, printed and returned. */
export async function measureGrowth() {
  const folders = []
  try {
    const figures = {}
    const two = copyOfSite(folders)
    figures.twoDocuments = build(two)
    const hundred = copyOfSite(folders)
    addDocuments(hundred)
    figures.hundredDocuments = build(hundred)
    edit(path.join(hundred, "content", "legal", "policy-7.md"), "We never sell it (7)", "We never sell it, ever (7)")
    figures.hundredDocumentsOneSentenceWarm = build(hundred)
    const revisions = copyOfSite(folders)
    addRevisions(revisions)
    figures.thirtyRevisions = build(revisions)
    const pages = copyOfSite(folders)
    addPages(pages)
    figures.hundredPages = build(pages)
    const photos = copyOfSite(folders)
    await addPhotos(photos)
    figures.twentyPhotos = build(photos)
    edit(path.join(photos, "content", "pages", "gallery.md"), "room by room", "room by room, as you will find it")
    figures.twentyPhotosOneSentenceWarm = build(photos)
    const deploy = copyOfSite(folders)
    figures.deployCold = timed(deploy, "bash", ["scripts/deploy.sh"])
    edit(path.join(deploy, "content", "pages", "about.md"), /^title: (.*)$/m, "title: $1, again")
    figures.deployWarm = timed(deploy, "bash", ["scripts/deploy.sh"])
    const targets = { hundredDocuments: 1.5, hundredDocumentsOneSentenceWarm: 0.9 }
    console.log("\nhow the build grows, against the cold build of 2 documents:")
    for (const [name, seconds] of Object.entries(figures)) {
      const ratio = seconds / figures.twoDocuments
      console.log(`  ${name}: ${seconds.toFixed(1)} s, ${ratio.toFixed(2)}x${name in targets ? ` (target ${targets[name]}x or less)` : ""}`)
    }
    return figures
  } finally {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
  }
}
