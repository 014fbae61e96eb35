// Gatsby writes the page queries' types (src/gatsby-types.d.ts, gatsby-config.ts) by emptying the
// file and then filling it: a Gatsby stopped in between (Ctrl+C on `npm run cms` as it starts)
// leaves the checkout an empty file, which the type check, and so a deploy of that commit, refuses.
import fs from "node:fs"

// Every types file Gatsby writes ends by closing the namespace it opens.
const isWhole = (text) => text.endsWith("\n}\n")

/** Keeps the types file's text as it is now; the function returned puts it back if Gatsby left the file unfinished since, and says whether it did. */
export function keepQueryTypes(file) {
  const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined
  return () => {
    if (before === undefined || !isWhole(before) || !fs.existsSync(file) || isWhole(fs.readFileSync(file, "utf8"))) return false
    fs.writeFileSync(file, before)
    return true
  }
}
