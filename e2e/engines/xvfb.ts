// A virtual display for the engines that run headed: Xvfb, on a display number it picks itself.
// It listens on Linux's abstract socket alone: a Unix socket would make /tmp/.X11-unix, whatever
// TMPDIR says, and leave it behind.
import { spawn, type ChildProcess } from "node:child_process"
import { stopGroup } from "../../src/test/processes"

export type Display = { name: string; stop: () => Promise<void> }

export async function startDisplay(): Promise<Display> {
  const xvfb: ChildProcess = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", "1920x1200x24", "-nolisten", "tcp", "-nolisten", "unix"], {
    stdio: ["ignore", "pipe", "ignore"],
    detached: true,
  })
  const number = await new Promise<string>((resolve, reject) => {
    xvfb.stdout!.once("data", (chunk) => resolve(String(chunk).trim()))
    xvfb.once("error", reject)
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with ${code} before it named its display`)))
  })
  return { name: `:${number}`, stop: () => stopGroup(xvfb) }
}
