// Helpers for tests that run the site's own servers: a free port, waiting on a condition, stopping them.
import type { ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"

// A port no other server holds, since develop would stop to ask for another one.
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

/** The first truthy result of `check`, polled every half second, or an error naming `what`. */
export async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, seconds: number): Promise<T> {
  const end = Date.now() + seconds * 1000
  while (Date.now() < end) {
    const value = await Promise.resolve(check()).catch(() => undefined)
    if (value !== undefined && value !== false) return value
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

/** Each process of the machine, from Linux's /proc/<pid>/stat: its state ("Z" once ended but not yet reaped), parent and process group. */
export function processStats(): Array<{ pid: number; state: string; parent: number; group: number }> {
  return fs.readdirSync("/proc").flatMap((pid) => {
    if (!/^\d+$/.test(pid)) return []
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
      const [state = "", parent, group] = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      return [{ pid: Number(pid), state, parent: Number(parent), group: Number(group) }]
    } catch {
      return [] // ended meanwhile
    }
  })
}

// Whether a process of the group `group` still runs: read from /proc where there is one, since a
// process that ended but is not yet reaped still answers a signal.
function groupRuns(group: number): boolean {
  if (!fs.existsSync("/proc")) {
    try {
      process.kill(-group, 0)
      return true
    } catch {
      return false
    }
  }
  return processStats().some((stat) => stat.group === group && stat.state !== "Z")
}

/** Stops a process started with `detached: true` and everything it started, and waits for them all. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve))
    process.kill(-child.pid!, "SIGTERM")
    await exited
  }
  // What it started may end after it: Gatsby's wrapper (scripts/gatsby.mjs) removes its temporary folder once Gatsby's workers have ended.
  await until(`the processes that process ${child.pid} started to end`, () => !groupRuns(child.pid!), 60)
}
