// The site settings gatsby-config needs before GraphQL exists. They are read
// only after all of content/ passes the check the build runs, so a mistake in site.json is
// reported as a content problem with its file and line, never as a plugin's complaint.
import fs from "node:fs"
import path from "node:path"
import { siteSchema, type SiteContent } from "../content/schema"
import { movedAddresses } from "./former-addresses"
import { formatProblems, validateContentDir } from "../site/content-check"

export class ContentProblemsError extends Error {
  override name = "ContentProblemsError"
}

export function readSiteSettings(root = process.cwd()): SiteContent {
  const problems = validateContentDir(path.join(root, "content"), movedAddresses(root).moves)
  if (problems.length) throw new ContentProblemsError(formatProblems(problems))
  return siteSchema.parse(JSON.parse(fs.readFileSync(path.join(root, "content", "site.json"), "utf8")))
}
