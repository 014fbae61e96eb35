// Unit tests stand on data of their own (the fixture site, src/test/fixture-site/, or files they
// write), never on the site's live content/ and static/, which writers change: a writer's edit
// must not fail the deploy's tests. Every unit test runs with Node's fs watched (jest.setup.ts):
// a read, listing or copy of the live folders throws, naming the file, and the test fails even
// where the code under test catches it. content/README.md, the writers' field reference, is no
// part of the site. The guard sees what goes through fs in the test's process; native code
// handed a path (sharp) and other processes read on their own, so a unit test hands them paths
// it made (src/project/unit-test-data.test.ts also refuses a path to the live folders in their source).
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.join(__dirname, "..", "..")
export const LIVE_FOLDERS = ["content", "static"].map((folder) => path.join(root, folder))
const FIELD_REFERENCE = path.join(root, "content", "README.md")

/** The unit test files that read the live site on purpose, each with what it checks of it. */
export const READS_LIVE_SITE: Record<string, string> = {
  "src/site/real-site.test.ts": "the site's own content passes the content check, is in the format the editor saves, and carries the fallback's fixed wording",
  "src/site/real-site-pages.test.tsx": "the site's own pages render, and its icon is in its theme colour",
}

/** Whether `file`, a test file's absolute path, is a unit test the guard holds. */
export const isGuardedTest = (file: string) => !/\.integration\.test\.[jt]sx?$/.test(file) && !(path.relative(root, file) in READS_LIVE_SITE)

const within = (file: string, folder: string) => file === folder || file.startsWith(`${folder}${path.sep}`)

/** Whether `file` (absolute, or relative to the working directory) is in the live content/ or static/. */
export function isLiveSitePath(file: string): boolean {
  const resolved = path.resolve(file)
  return resolved !== FIELD_REFERENCE && LIVE_FOLDERS.some((folder) => within(resolved, folder))
}

// Which arguments of an fs function name files: the first; for a copy, rename or link both; a
// symbolic link's target is read from the link's folder. A copy of a folder that holds the live ones counts.
const TWO_PATHS = new Set(["rename", "copyFile", "cp", "link"])
const asPath = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : value instanceof URL && value.protocol === "file:"
      ? fileURLToPath(value)
      : Buffer.isBuffer(value)
        ? value.toString()
        : undefined

function livePathsIn(name: string, args: unknown[]): string[] {
  const base = name.replace(/Sync$/, "")
  const [first, second] = [asPath(args[0]), asPath(args[1])]
  const named =
    base === "symlink"
      ? first && second
        ? [path.resolve(path.dirname(path.resolve(second)), first), second]
        : []
      : TWO_PATHS.has(base)
        ? [first, second]
        : [first]
  const copied = base === "cp" && first ? LIVE_FOLDERS.filter((folder) => within(folder, path.resolve(first))) : []
  return [...new Set([...named.filter((file): file is string => file !== undefined && isLiveSitePath(file)), ...copied])]
}

// Kept on fs itself, which every test file of a Jest worker shares (each has globals of its own).
const STATE = Symbol.for("live-site-guard")
type GuardState = { reads: string[]; restore: Array<() => void> }
const state = (): GuardState => ((fs as unknown as Record<symbol, GuardState>)[STATE] ??= { reads: [], restore: [] })

function watch(target: Record<string, unknown>, where: string): void {
  for (const [name, original] of Object.entries(target)) {
    // Functions alone; classes (ReadStream, Dirent…) are capitalised.
    if (typeof original !== "function" || !/^[a-z]/.test(name)) continue
    const watched = function (this: unknown, ...args: unknown[]) {
      const live = livePathsIn(name, args)
      if (live.length > 0) {
        state().reads.push(...live.map((file) => `${where}${name}(${path.relative(root, file) || "."})`))
        const error = new Error(
          `A unit test used the live site: ${where}${name}(${live.map((file) => path.relative(root, file)).join(", ")}). Writers change content/ and static/; a unit test reads the fixture site (src/test/fixture-site/) or files it writes itself.`,
        )
        if (target === fs.promises) return Promise.reject(error)
        throw error
      }
      return original.apply(this, args)
    }
    Object.defineProperties(watched, Object.getOwnPropertyDescriptors(original))
    target[name] = watched
    state().restore.push(() => {
      target[name] = original
    })
  }
}

/** Watches Node's fs for uses of the live folders, until `unwatchLiveSite`. */
export function watchLiveSite(): void {
  state().reads.splice(0)
  if (state().restore.length > 0) return
  watch(fs.promises as unknown as Record<string, unknown>, "fs.promises.")
  watch(fs as unknown as Record<string, unknown>, "fs.")
}

/** Puts Node's fs back as it was. */
export function unwatchLiveSite(): void {
  for (const restore of state().restore.splice(0)) restore()
}

/** The uses of the live folders since the last call, which it forgets. */
export const takeLiveSiteReads = (): string[] => state().reads.splice(0)
