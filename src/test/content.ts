// The real content files, parsed and checked by the schema, as plain props for unit tests.
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import { aboutSchema, homeSchema, siteSchema } from "../content/schema"

const read = (file: string) => fs.readFileSync(path.join(__dirname, "..", "..", "content", file), "utf8")

export const site = siteSchema.parse(JSON.parse(read("site.json")))
export const home = homeSchema.parse(matter(read("home.md")).data)
export const about = aboutSchema.parse(matter(read("about.md")).data)
