// How `npm test` spends its minutes: runs it (or the command given) while reading every process
// it starts from /proc each second, then prints the run's time, how busy the cores were, the CPU
// seconds of each part of the run (scripts/test-cpu-parts.mjs), each Gatsby build and develop
// server it started, and the slowest test files as the runners printed them. Writes
// bench-results/test.json; it never fails on a figure, and exits with the command's own code.
// Linux only. A process that lives less than a second between two readings is not counted.
// Usage: npm run bench:test [-- bash -c "npm install && npm test"]
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileSeconds, gatsbyCommand, partOf } from "./test-cpu-parts.mjs"

const ROOT = path.resolve(import.meta.dirname, "..")
const TICKS_A_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }))
const COMMAND = process.argv.length > 2 ? process.argv.slice(2) : ["npm", "test"]

const read = (file) => {
  try {
    return fs.readFileSync(file, "utf8")
  } catch {
    return undefined
  }
}
/** A process's parent, CPU ticks (user and system) and start, from /proc/<pid>/stat. */
function stat(pid) {
  const text = read(`/proc/${pid}/stat`)
  if (!text) return undefined
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ")
  return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), start: fields[19] }
}
const folderOf = (pid) => {
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`)
  } catch {
    return undefined // gone already
  }
}
const commandLine = (pid) => (read(`/proc/${pid}/cmdline`) ?? "").replaceAll("\0", " ").trim()
/** The machine's busy and total ticks so far, from /proc/stat. */
function machine() {
  const fields = read("/proc/stat").split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number)
  const total = fields.reduce((sum, value) => sum + value, 0)
  return { busy: total - fields[3] - fields[4], total }
}

const processes = new Map() // "pid:start" -> a process of the run
const strangers = new Set() // "pid:start" of processes that are not the run's
const started = Date.now()
const seconds = () => (Date.now() - started) / 1000

/** The pids from `pid`'s parent up to this script, or undefined if `pid` is not below it. */
function ancestors(pid) {
  const found = []
  for (let current = stat(pid)?.parent; current && current !== 1; current = stat(current)?.parent) {
    if (current === process.pid) return found
    found.push(current)
  }
  return undefined
}

function sample() {
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    const now = stat(pid)
    if (!now || pid === process.pid) continue
    const key = `${pid}:${now.start}`
    if (strangers.has(key)) continue
    let known = processes.get(key)
    if (!known) {
      const above = ancestors(pid)
      if (!above) {
        strangers.add(key)
        continue
      }
      known = { pid, above, ancestorCommands: above.map(commandLine), first: seconds() }
      processes.set(key, known)
    }
    known.command = commandLine(pid) || known.command || ""
    // A Gatsby's folder, once the process is one (it may have started as the shell that runs it).
    if (!known.cwd && gatsbyCommand(known.command)) known.cwd = folderOf(pid)
    known.ticks = now.ticks
    known.last = seconds()
  }
}

const machineBefore = machine()
const loadBefore = os.loadavg()[0]
let output = ""
const child = spawn(COMMAND[0], COMMAND.slice(1), { cwd: ROOT, stdio: ["inherit", "pipe", "pipe"] })
child.stdout.on("data", (chunk) => {
  process.stdout.write(chunk)
  output += chunk
})
child.stderr.on("data", (chunk) => {
  process.stderr.write(chunk)
  output += chunk
})
const timer = setInterval(sample, 1000)
const code = await new Promise((resolve) => child.on("close", (status) => resolve(status ?? 1)))
clearInterval(timer)
const wall = seconds()
const machineAfter = machine()

const cpu = (ticks) => ticks / TICKS_A_SECOND
const all = [...processes.values()]
const parts = new Map()
for (const run of all) {
  const part = partOf([run.command, ...run.ancestorCommands])
  parts.set(part, (parts.get(part) ?? 0) + cpu(run.ticks))
}
// Each Gatsby process, with the CPU of every process below it.
const gatsbys = all.filter((run) => gatsbyCommand(run.command))
const gatsbyCpu = new Map(gatsbys.map((run) => [run.pid, 0]))
for (const run of all) {
  const owner = [run.pid, ...run.above].find((pid) => gatsbyCpu.has(pid))
  if (owner) gatsbyCpu.set(owner, gatsbyCpu.get(owner) + cpu(run.ticks))
}
const counted = [...parts.values()].reduce((sum, value) => sum + value, 0)
const machineCpu = cpu(machineAfter.busy - machineBefore.busy)
const cores = os.availableParallelism()
const result = {
  command: COMMAND.join(" "),
  exitCode: code,
  seconds: Math.round(wall),
  cores,
  loadBefore,
  busyPercent: Math.round((100 * (machineAfter.busy - machineBefore.busy)) / (machineAfter.total - machineBefore.total)),
  cpuSeconds: { machine: Math.round(machineCpu), run: Math.round(counted) },
  parts: Object.fromEntries([...parts].sort((a, b) => b[1] - a[1]).map(([part, value]) => [part, Math.round(value * 10) / 10])),
  gatsby: gatsbys.map((run) => ({
    command: gatsbyCommand(run.command),
    part: partOf([run.command, ...run.ancestorCommands]).split(":")[0],
    folder: run.cwd === ROOT ? "." : path.basename(run.cwd ?? "?"),
    from: Math.round(run.first),
    seconds: Math.round(run.last - run.first),
    cpuSeconds: Math.round(gatsbyCpu.get(run.pid) * 10) / 10,
  })),
  slowestFiles: fileSeconds(output)
    .slice(0, 15)
    .map(([file, value]) => ({ file, seconds: Math.round(value * 10) / 10 })),
}

const minutes = (value) => `${Math.floor(Math.round(value) / 60)} min ${Math.round(value) % 60} s`
const row = (...cells) => `  ${cells.join("  ")}`
console.log(`\n${result.command}: ${code === 0 ? "passed" : `exited with ${code}`} in ${minutes(wall)}`)
console.log(
  `${cores} cores, ${result.busyPercent} % busy (load ${loadBefore.toFixed(1)} before it): ${result.cpuSeconds.machine} CPU seconds, ` +
    `${result.cpuSeconds.run} of them in the run's processes read each second`,
)
console.log("\nCPU seconds by part of the run:")
for (const [part, value] of Object.entries(result.parts)) console.log(row(value.toFixed(1).padStart(7), part))
console.log("\nThe Gatsby builds and develop servers it started (from, seconds, CPU seconds with their workers):")
for (const build of result.gatsby) {
  console.log(
    row(
      `${build.from} s`.padStart(6),
      `${build.seconds} s`.padStart(6),
      build.cpuSeconds.toFixed(1).padStart(6),
      build.part.padEnd(17),
      build.command.padEnd(7),
      build.folder,
    ),
  )
}
console.log("\nThe slowest test files, as the runners printed them (Jest names a file only past 5 s):")
for (const { file, seconds: value } of result.slowestFiles) console.log(row(value.toFixed(1).padStart(7), file))
fs.mkdirSync(path.join(ROOT, "bench-results"), { recursive: true })
fs.writeFileSync(path.join(ROOT, "bench-results", "test.json"), `${JSON.stringify(result, null, 2)}\n`)
process.exitCode = code
