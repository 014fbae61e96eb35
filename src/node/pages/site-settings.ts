// The site settings gatsby-config needs before GraphQL exists. They are read
// only after all of content/ passes the check the build runs, so a mistake in site.json is
// reported as a content problem with its file and line, never as a plugin's complaint. The
// develop server starts whatever the content holds: it shows the problems in place of the pages
// until they are fixed (src/node/pages/content-nodes.ts), and takes what it needs here from the settings
// as far as they read.
import fs from "node:fs"
import { spawnSync } from "node:child_process"
import path from "node:path"
import type { Reporter, Store } from "gatsby"
import { siteSchema, type SiteContent } from "../../vocabulary/schema"
import { onDay } from "../../vocabulary/fields"
import { siteToday, zoneOf } from "../../vocabulary/announcement"
import { movedAddresses } from "../headers/former-addresses"
import { formatProblems, validateContentDir } from "../../site/content-check"

export class ContentProblemsError extends Error {
  override name = "ContentProblemsError"
}

/** What gatsby-config reads of the settings: the manifest's and the sitemap's. */
export type ConfigSettings = Pick<SiteContent, "siteUrl" | "productName" | "description" | "themeColor">

export function readSiteSettings(root = process.cwd()): ConfigSettings {
  const problems = validateContentDir(path.join(root, "content"), movedAddresses(root).moves)
  const file = path.join(root, "content", "site.json")
  if (!problems.length) {
    const data = JSON.parse(fs.readFileSync(file, "utf8"))
    // Its dated fields are read on the day the site is built for (SITE_DATE's, or today), as the check read them.
    return onDay(siteToday(zoneOf(data)), () => siteSchema.parse(data))
  }
  if (process.env.gatsby_executing_command !== "develop") throw new ContentProblemsError(formatProblems(problems))
  return { ...DEVELOP_SETTINGS, ...textsIn(file) }
}

// In develop, while the settings do not read: a manifest the writer never sees, and no sitemap.
const DEVELOP_SETTINGS: ConfigSettings = { siteUrl: "http://localhost", productName: "Preview", description: "", themeColor: "#ffffff" }

// The settings' texts among those gatsby-config reads, as far as the file reads.
function textsIn(file: string): Partial<ConfigSettings> {
  try {
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
    return Object.fromEntries(Object.keys(DEVELOP_SETTINGS).flatMap((key) => (typeof data[key] === "string" && data[key] ? [[key, data[key]]] : [])))
  } catch {
    return {}
  }
}

/**
 * Stops the build when gatsby-config did not load: Gatsby's compile step swallows an error thrown
 * there and goes on without the site's plugins, to fail later on a missing node in other words.
 * The error is found again by loading the compiled file in a process of its own (in this one, the
 * bundle's runtime keeps the failed module and hands out its empty exports).
 */
export function requireLoadedConfig(store: Store, reporter: Reporter, root = process.cwd()): void {
  const { config } = store.getState() as { config?: { siteMetadata?: { siteUrl?: string } } }
  if (config?.siteMetadata?.siteUrl) return
  reporter.panic(`gatsby-config.ts stopped with an error, and the site cannot be built without it:\n${configError(root)}`)
}

function configError(root: string): string {
  const compiled = path.join(root, ".cache", "compiled", "gatsby-config.js")
  const run = spawnSync(process.execPath, ["-e", `require(${JSON.stringify(compiled)})`], { cwd: root, encoding: "utf8" })
  if (run.status === 0) return `${compiled} loads in a process of its own, but Gatsby read no site settings from it`
  return run.stderr.trim() || String(run.error ?? `node stopped with ${run.signal ?? `exit code ${run.status}`}`)
}
