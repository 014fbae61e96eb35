// What a builder read (the editor's bundle, the sharing cards' and the legal PDFs' renderers),
// kept with a hash of each file, so that a later build knows whether what it made is still good
// without making it again: it is while every file listed is byte for byte the same. A file can
// only come to be read by a change to one already listed (the import that names it), so the list
// of the last build answers for the next. Paths are relative to the site's root, the same on any
// machine that builds it.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/** Each file read, relative to the root, with a hash of its bytes; and a key made of them all. */
export type InputRecord = { key: string; files: Record<string, string> }

const hashOf = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("base64url")

/** The record of `files` (full paths, or relative to `root`) as they are now; `salt` names anything else the result depends on. */
export function recordInputs(root: string, files: Iterable<string>, salt = ""): InputRecord {
  const names = [...new Set([...files].map((file) => path.relative(root, path.resolve(root, file)).split(path.sep).join("/")))].sort()
  const hashes = Object.fromEntries(names.map((name) => [name, hashOf(path.join(root, name))]))
  const key = crypto.createHash("sha256").update(salt).update("\0").update(JSON.stringify(hashes)).digest("hex")
  return { key, files: hashes }
}

/** Whether every file `record` lists is still what it was (a missing one is not), with the same `salt`. */
export function unchanged(root: string, record: InputRecord | undefined, salt = ""): record is InputRecord {
  if (!record?.files || typeof record.key !== "string") return false
  const names = Object.keys(record.files)
  if (!names.every((name) => fs.statSync(path.join(root, name), { throwIfNoEntry: false })?.isFile())) return false
  return recordInputs(root, names, salt).key === record.key
}

/** The record kept at `file`, or undefined when there is none or it cannot be read. */
export function readRecord<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T
  } catch {
    return undefined
  }
}
