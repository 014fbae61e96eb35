// Gatsby's cache (.cache and public/) kept between Netlify builds, in the folder Netlify keeps
// (the one gatsby-adapter-netlify uses), through Netlify's own @netlify/cache-utils. Anywhere
// else a build keeps its own .cache and public/, and these hooks do nothing.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { IAdapter, Reporter } from "gatsby"
import { listFiles } from "../pages/list-files"
import { counted } from "../../vocabulary/counted"

type CacheHooks = NonNullable<IAdapter["cache"]>
type Fingerprint = Record<string, string>

// Gatsby compiles gatsby-config and gatsby-node into .cache/compiled before the cache is
// restored: this build's code, which the last build's copy must not replace.
const COMPILED = path.join(".cache", "compiled")
const STAMP = path.join(".cache", "netlify-build-cache.json")

/** The folder Netlify keeps between builds: its build image's, or .netlify/build-cache under `netlify build` on a computer. */
export function netlifyCacheDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NETLIFY_LOCAL) return path.resolve(".netlify", "build-cache")
  if (env.NETLIFY) return "/opt/build/cache"
  return undefined
}

/** Every file of `directories` but this build's compiled code, with a hash of its bytes. */
export function fingerprint(directories: string[]): Fingerprint {
  const files = directories.flatMap((dir) => (fs.existsSync(dir) ? listFiles(dir) : []))
  const kept = files.filter((file) => file !== STAMP && !file.startsWith(COMPILED + path.sep)).sort()
  return Object.fromEntries(kept.map((file) => [file, crypto.createHash("sha256").update(fs.readFileSync(file)).digest("base64url")]))
}

/** What makes the restored files differ from those stored, or undefined when they are the same. */
function damage(directories: string[]): string | undefined {
  if (!fs.existsSync(STAMP)) return `${STAMP} is missing`
  const stored = JSON.parse(fs.readFileSync(STAMP, "utf8")) as Fingerprint
  const restored = fingerprint(directories)
  for (const [file, hash] of Object.entries(stored)) {
    if (!(file in restored)) return `${file} is missing`
    if (restored[file] !== hash) return `${file} is not the file stored`
  }
  return Object.keys(restored)
    .find((file) => !(file in stored))
    ?.concat(" was not stored")
}

// Moves this build's compiled code out of the way while the cache is restored, then back.
async function keepingCompiled<T>(work: () => Promise<T>): Promise<T> {
  const aside = ".compiled-this-build" // outside .cache, which the restore replaces whole
  fs.rmSync(aside, { recursive: true, force: true })
  if (fs.existsSync(COMPILED)) fs.renameSync(COMPILED, aside)
  try {
    return await work()
  } finally {
    fs.rmSync(COMPILED, { recursive: true, force: true })
    fs.mkdirSync(path.dirname(COMPILED), { recursive: true })
    if (fs.existsSync(aside)) fs.renameSync(aside, COMPILED)
  }
}

const since = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`

function setAside(directories: string[], reporter: Reporter, why: string): false {
  reporter.warn(`The Gatsby cache kept from the last Netlify build is not used, as ${why}: this is a full build.`)
  for (const dir of directories) fs.rmSync(dir, { recursive: true, force: true })
  return false
}

export function netlifyBuildCache(env: NodeJS.ProcessEnv = process.env): CacheHooks {
  return {
    restore: async ({ directories, reporter }) => {
      const cacheDir = netlifyCacheDir(env)
      if (!cacheDir) return false
      const started = performance.now()
      return keepingCompiled(async () => {
        try {
          if (!(await (await import("@netlify/cache-utils")).restore(directories, { cacheDir }))) {
            reporter.info("No Gatsby cache was kept from an earlier Netlify build: this is a full build.")
            return false
          }
        } catch (error) {
          return setAside(directories, reporter, `it could not be restored (${(error as Error).message})`)
        }
        const why = damage(directories)
        if (why) return setAside(directories, reporter, why)
        reporter.info(`Restored the Gatsby cache kept from the last Netlify build, from ${cacheDir}, in ${since(started)}.`)
        return true
      })
    },
    store: async ({ directories, reporter }) => {
      const cacheDir = netlifyCacheDir(env)
      if (!cacheDir) return
      const started = performance.now()
      const files = fingerprint(directories)
      fs.writeFileSync(STAMP, JSON.stringify(files))
      await (await import("@netlify/cache-utils")).save(directories, { cacheDir })
      reporter.info(`Stored the Gatsby cache (${counted(Object.keys(files).length, "file")}) in ${cacheDir} for the next Netlify build, in ${since(started)}.`)
    },
  }
}
