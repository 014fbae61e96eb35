// The TCP ports a process and every process it started listen on, read from Linux's /proc: each
// process's socket inodes (its fd links) matched against the listening sockets of its network
// namespace (net/tcp and net/tcp6).
import fs from "node:fs"
import { processStats } from "./processes"

// Each process's children, from the parent field of /proc/<pid>/stat.
function processTree(root: number): number[] {
  const parents = new Map(processStats().map(({ pid, parent }) => [pid, parent]))
  const tree = [root]
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid)
  return tree
}

function socketInodes(pid: number): string[] {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        const inode = fs.readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/)?.[1]
        return inode ? [inode] : []
      } catch {
        return []
      }
    })
  } catch {
    return []
  }
}

// Listening sockets (state 0A) of /proc/<pid>/net/tcp*, by inode: their local ports.
function listeningByInode(pid: number): Map<string, number> {
  const ports = new Map<string, number>()
  for (const table of ["tcp", "tcp6"]) {
    let text = ""
    try {
      text = fs.readFileSync(`/proc/${pid}/net/${table}`, "utf8")
    } catch {
      continue
    }
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/)
      if (fields[3] === "0A") ports.set(fields[9]!, Number.parseInt(fields[1]!.split(":")[1]!, 16))
    }
  }
  return ports
}

/** Every TCP port `pid` and its descendants listen on, sorted. */
export function listeningPorts(pid: number): number[] {
  const ports = new Set<number>()
  for (const each of processTree(pid)) {
    const listening = listeningByInode(each)
    for (const inode of socketInodes(each)) if (listening.has(inode)) ports.add(listening.get(inode)!)
  }
  return [...ports].sort((a, b) => a - b)
}
