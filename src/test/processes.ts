// Helpers for tests that run the site's own servers: a free port, waiting on a condition, stopping them.
import type { ChildProcess } from "node:child_process"
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

/** Stops a process started with `detached: true` and everything it started, and waits for it. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once("exit", resolve))
  process.kill(-child.pid!, "SIGTERM")
  await exited
}
