/** @jest-environment node */
// `gatsby develop` on a copy of the site, as a writer uses it: an edit to a content file reaches
// the page data; a mistake prints the file-and-field message while the server stays up; fixing
// it recovers.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { freePort, heroHeading, stopGroup, until } from "../test/processes"
import { copySite, FIXTURES, plain } from "../test/site-copy"

test("develop updates on a content edit, reports a mistake and stays up, and recovers when it is fixed", async () => {
  const dir = copySite()
  const home = path.join(dir, "content", "home.md")
  const original = fs.readFileSync(home, "utf8")
  const port = await freePort()
  const heading = heroHeading(port)
  const server = spawn("npx", ["gatsby", "develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: dir,
    // Jest sets NODE_ENV=test, which Gatsby's develop bundling does not take.
    env: { ...process.env, NODE_ENV: "development", GATSBY_TELEMETRY_DISABLED: "1" },
    detached: true,
  })
  let output = ""
  let lastOutput = Date.now()
  const collect = (chunk: Buffer) => {
    output += plain(String(chunk))
    lastOutput = Date.now()
  }
  server.stdout.on("data", collect)
  server.stderr.on("data", collect)
  // A writer saves once develop has finished with the last save: 3 s without a new line.
  const settled = () => until("develop to settle", () => Date.now() - lastOutput > 3000, 60)
  try {
    expect(await until("the develop server", heading, 180)).toBe("Medical-legal reports, drafted in minutes")

    await settled()
    fs.writeFileSync(home, original.replace("heading: Medical-legal reports, drafted in minutes", "heading: Reports drafted while you examine"))
    await until("the edited heading", async () => (await heading()) === "Reports drafted while you examine", 60)

    await settled()
    fs.copyFileSync(path.join(FIXTURES, "unknown-icon", "home.md"), home)
    const message = 'content/home.md: features.items[2].icon: expected one of draft, summary, rating, template, shield, clock, speed, chart, found "rocket"'
    // Gatsby wraps long lines at the terminal's width.
    await until("the content problem", () => output.replace(/\s*\n\s*/g, " ").includes(message), 60)
    await settled()
    expect(server.exitCode).toBeNull()
    expect((await fetch(`http://127.0.0.1:${port}/`)).ok).toBe(true)

    fs.writeFileSync(home, original.replace("heading: Medical-legal reports, drafted in minutes", "heading: Fixed and drafted again"))
    await until("the fixed heading", async () => (await heading()) === "Fixed and drafted again", 60)
    expect(server.exitCode).toBeNull()
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- gatsby develop said:\n${output.slice(-3000)}`)
  } finally {
    await stopGroup(server)
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 360_000)
