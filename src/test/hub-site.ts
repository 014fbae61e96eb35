// The fixture site with the writers' hub, as the editor reads it from the repository and the build's
// check takes it: its content/ as texts, the hub's files added for a build on `today`, its settings
// in New York's time, with the articles' words and the hub linked from the footer.
import path from "node:path"
import { readContentDir } from "../site/content-dir"
import { FIXTURE_SITE, renewedSettings } from "./fixture-site"
import { ARTICLE_WORDS, hubFiles } from "./hub-content"

export function hubSite(today: string) {
  const base = readContentDir(path.join(FIXTURE_SITE, "content"))
  const texts = new Map([...base.texts, ...Object.entries(hubFiles(today))])
  const settings = JSON.parse(renewedSettings(texts.get("content/site.json")!, today))
  settings.timeZone = "America/New_York"
  settings.articles = ARTICLE_WORDS
  settings.footer.columns[0].items.push({ label: "Insights", to: "/insights" })
  texts.set("content/site.json", `${JSON.stringify(settings, null, 2)}\n`)
  return { base, texts }
}
