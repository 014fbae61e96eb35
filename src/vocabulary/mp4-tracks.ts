// An MP4's tracks and their codecs, read from its movie header (moov) alone: only the boxes on the
// way to each track's sample description, a bounded number at each level, so a hostile file of
// millions of empty boxes is refused after a few dozen rather than parsed whole.

export type Tracks = { video: string[]; audio: string[] }

// A real MP4 has a handful of boxes at each level (ftyp, moov, mdat; a track or two); a fragmented
// one puts its movie header before its first fragment.
const MAX_BOXES = 64

type Box = { type: string; from: number; to: number }

// The boxes whose content runs from `start` to `end`, each type with its content's place; it stops
// at `limit` boxes, or at one that does not fit in its parent (a file cut short).
function* boxes(bytes: Buffer, start: number, end: number, limit = MAX_BOXES): Generator<Box> {
  let at = start
  for (let count = 0; count < limit && at + 8 <= end; count++) {
    const size32 = bytes.readUInt32BE(at)
    const type = bytes.toString("latin1", at + 4, at + 8)
    // A size of 1 is a 64-bit size after the type; 0 runs to the end of the parent.
    const header = size32 === 1 ? 16 : 8
    if (at + header > end) return
    const size = size32 === 1 ? Number(bytes.readBigUInt64BE(at + 8)) : size32 === 0 ? end - at : size32
    if (size < header || at + size > end) return
    yield { type, from: at + header, to: at + size }
    at += size
  }
}

// The first box of `type` among the first boxes in `start`..`end`.
function find(bytes: Buffer, start: number, end: number, type: string): Box | undefined {
  for (const box of boxes(bytes, start, end)) if (box.type === type) return box
  return undefined
}
const child = (bytes: Buffer, box: Box | undefined, type: string, skip = 0) => box && find(bytes, box.from + skip, box.to, type)
const KINDS = new Map<string, keyof Tracks>([
  ["vide", "video"],
  ["soun", "audio"],
])

// An ES descriptor's length: up to four bytes of seven bits each, the high bit saying another follows.
function descriptor(bytes: Buffer, at: number, end: number): { tag: number; from: number } | undefined {
  let from = at + 1
  for (let i = 0; i < 4 && from < end; i++) if (!(bytes[from++]! & 0x80)) return { tag: bytes[at]!, from }
  return undefined
}

// An AAC or MP3 track's codec as browsers name it (mp4a.40, mp4a.6b), from its esds's object type.
function audioCodec(bytes: Buffer, entry: Box): string {
  // After the audio sample entry's 28 bytes, QuickTime's versions 1 and 2 add 16 and 36.
  const version = entry.to - entry.from >= 10 ? bytes.readUInt16BE(entry.from + 8) : 0
  const esds = child(bytes, entry, "esds", 28 + (version === 1 ? 16 : version === 2 ? 36 : 0))
  if (!esds) return "mp4a"
  const es = descriptor(bytes, esds.from + 4, esds.to)
  if (es?.tag !== 3 || es.from + 3 > esds.to) return "mp4a"
  const flags = bytes[es.from + 2]!
  let at = es.from + 3 + (flags & 0x80 ? 2 : 0) + (flags & 0x20 ? 2 : 0)
  if (flags & 0x40) at += 1 + (bytes[at] ?? 0)
  const config = at < esds.to ? descriptor(bytes, at, esds.to) : undefined
  if (config?.tag !== 4 || config.from >= esds.to) return "mp4a"
  return `mp4a.${bytes[config.from]!.toString(16).padStart(2, "0")}`
}

/** An MP4's video and audio tracks, each by its codec (avc1, hvc1, mp4a.40), or undefined where it has no movie header. */
export function mp4Tracks(bytes: Buffer): Tracks | undefined {
  const moov = find(bytes, 0, bytes.length, "moov")
  if (!moov) return undefined
  const tracks: Tracks = { video: [], audio: [] }
  for (const trak of boxes(bytes, moov.from, moov.to)) {
    if (trak.type !== "trak") continue
    const mdia = child(bytes, trak, "mdia")
    const handler = child(bytes, mdia, "hdlr")
    const stsd = child(bytes, child(bytes, child(bytes, mdia, "minf"), "stbl"), "stsd")
    // A sample description's version, flags and entry count come before its first entry.
    const entry = stsd && boxes(bytes, stsd.from + 8, stsd.to, 1).next().value
    if (!handler || handler.to - handler.from < 12 || !entry) continue
    const kind = KINDS.get(bytes.toString("latin1", handler.from + 8, handler.from + 12))
    if (kind) tracks[kind].push(entry.type === "mp4a" ? audioCodec(bytes, entry) : entry.type)
  }
  return tracks
}
