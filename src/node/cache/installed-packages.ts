// A package's code counts by the version installed: its package.json, which names its version
// and what it depends on. So a record of what a builder read lists a package's package.json, not
// each of its files, and an upgrade of a package (or of one it depends on) is a change.
import fs from "node:fs"
import path from "node:path"

const IN_PACKAGE = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/

/** The package.json of the installed package `file` belongs to, or undefined for a file of no package. */
export function packageFileOf(file: string): string | undefined {
  const dir = file.match(IN_PACKAGE)?.[1]
  return dir && path.join(dir, "package.json")
}

type Manifest = { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; peerDependencies?: Record<string, string> }

// Where Node finds `name` from the package at `dir`: its own node_modules, then each folder above.
function installed(dir: string, name: string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, "node_modules", name, "package.json")
    if (fs.existsSync(file)) return file
    if (path.dirname(at) === at) return undefined
  }
}

/** The package.json of each package in `files` and of every package they depend on as installed (an optional or peer one that is not installed is left out). */
export function withDependencies(files: Iterable<string>): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest
    const names = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies, ...manifest.peerDependencies })
    for (const name of names) {
      const dependency = installed(path.dirname(file), name)
      if (dependency) visit(dependency)
    }
  }
  for (const file of files) visit(file)
  return [...seen]
}
