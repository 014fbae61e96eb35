// The tests' own site (src/test/fixture-site/): settings, a landing page, an about page, two legal
// documents, the founder's photo and the icons of static/. Writers edit content/ and static/; the
// tests hold the code to this copy, which only a test's need changes, so a writer's edit of the
// live site fails no test of the code (src/test/live-site-guard.ts).
import fs from "node:fs"
import path from "node:path"
import { daysAfter } from "../vocabulary/fields"

export const FIXTURE_SITE = path.join(__dirname, "fixture-site")

// security.txt runs a year at most (RFC 9116) and the check refuses it once expired, so a committed
// expiry would stop every test of the site the day it passed: each read or copy of the fixture's
// site.json expires half a year after the day the test checks or builds it for instead.
const SECURITY_TERM_DAYS = 182
const EXPIRES = /("expires"\s*:\s*")[^"]*(")/

/** The day a test reads the fixture site for: the day SITE_DATE names, or today in UTC (half a year either side holds in any zone). */
const testDay = () => {
  const day = process.env.SITE_DATE
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : new Date().toISOString().slice(0, 10)
}

/** A site.json's text with security.txt expiring half a year after `day`: only the date is written over, so every other line and column stays. */
export const renewedSettings = (text: string, day = testDay()) => text.replace(EXPIRES, `$1${daysAfter(day, SECURITY_TERM_DAYS)}$2`)

/** Renews the expiry of the site.json in `contentDir` for `day`: after copying the fixture, or laying over it a mistake's own site.json. */
export function renewSettings(contentDir: string, day?: string) {
  const file = path.join(contentDir, "site.json")
  if (fs.existsSync(file)) fs.writeFileSync(file, renewedSettings(fs.readFileSync(file, "utf8"), day))
}

/** The fixture site's content/ copied into `dir`, for a check or build on `day` (SITE_DATE's or today): its content folder. */
export function copyFixtureContent(dir: string, day?: string): string {
  const content = path.join(dir, "content")
  fs.cpSync(path.join(FIXTURE_SITE, "content"), content, { recursive: true })
  renewSettings(content, day)
  return content
}

/** The fixture site's content/ and static/, copied into `dir` for a check or build on `day`: its content folder. */
export function copyFixtureSite(dir: string, day?: string): string {
  fs.cpSync(path.join(FIXTURE_SITE, "static"), path.join(dir, "static"), { recursive: true })
  return copyFixtureContent(dir, day)
}

/** A file of the fixture site, by its path there (`content/site.json`), as text: the settings as of today (or SITE_DATE's day). */
export const fixtureText = (file: string) => {
  const text = fs.readFileSync(path.join(FIXTURE_SITE, file), "utf8")
  return file === "content/site.json" ? renewedSettings(text) : text
}

/** A file of the fixture site as bytes. */
export const fixtureBytes = (file: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURE_SITE, file)))
