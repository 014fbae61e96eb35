// The checks of a video and its captions before they are published: a container and codecs every
// browser plays (MP4 with H.264 and AAC, or WebM with VP8 or VP9 and Opus or Vorbis), a size a page
// can carry, and captions that parse as WebVTT. Each problem says what was found and what to do.
import fs from "node:fs"
import { missingFile } from "./missing-file"
import { WebVTTParser } from "webvtt-parser"
import { captionsLanguageOf, languageName } from "./captions-language"
import { CAPTIONS_MAX_NESTING, tooDeeplyNested } from "./captions-nesting"
import { megabytes } from "./image-file"
import { mp4Tracks, type Tracks } from "./mp4-tracks"

/** A video file's largest size: GitHub warns of a file over 50 MB, and a two-minute walkthrough at 1080p is about 45 MB. */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024
/** A captions file's largest size: an hour of captions is under 100 KB. */
export const CAPTIONS_MAX_BYTES = 1024 * 1024

// Codecs by the names people know them by: MP4's sample entries (avc1, mp4a.40) and WebM's codec ids (V_VP9).
const CODEC_NAMES: Array<[RegExp, string]> = [
  [/^avc[13]/, "H.264"],
  [/^(hvc1|hev1)/, "H.265 (HEVC)"],
  [/^av01|^V_AV1$/, "AV1"],
  [/^vp08|^V_VP8$/, "VP8"],
  [/^vp09|^V_VP9$/, "VP9"],
  [/^mp4a\.40/, "AAC"],
  [/^mp4a\.(6b|69)/i, "MP3"],
  [/^(ac-3|ec-3)/, "Dolby Digital"],
  [/^(opus|Opus)$|^A_OPUS$/, "Opus"],
  [/^A_VORBIS$/, "Vorbis"],
  [/^(apcn|apch|apcs|apco|ap4h)/, "ProRes"],
]
const codecName = (codec: string) => CODEC_NAMES.find(([pattern]) => pattern.test(codec))?.[1] ?? codec

const PLAYABLE = {
  MP4: { video: ["H.264"], audio: ["AAC"], expected: "H.264 video with AAC sound" },
  WebM: { video: ["VP8", "VP9"], audio: ["Opus", "Vorbis"], expected: "VP8 or VP9 video with Opus or Vorbis sound" },
} as const

// An EBML number at `at`: its length, and its value with the length marker kept (an element id) or taken off (a size).
function vint(bytes: Buffer, at: number, keepMarker: boolean): { length: number; value: number } | undefined {
  const first = bytes[at]
  if (first === undefined || first === 0) return undefined
  const length = Math.clz32(first) - 23
  if (at + length > bytes.length) return undefined
  let value = keepMarker ? first : first & (0xff >> length)
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i]!
  // A size of all ones is "unknown": the element runs to the end of its parent.
  const unknown = !keepMarker && value === 2 ** (7 * length) - 1
  return { length, value: unknown ? Number.POSITIVE_INFINITY : value }
}

const EBML = {
  header: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  codecId: 0x86,
  cluster: 0x1f43b675,
}

// The children of the element whose content runs from `start` to `end`: each id with its content's
// place. At most `limit` of them: a real file has a handful at each level before its frames, and a
// hostile one of millions of two-byte elements is not walked to its end.
function* children(bytes: Buffer, start: number, end: number, limit = 64) {
  let at = start
  for (let count = 0; count < limit && at < Math.min(end, bytes.length); count++) {
    const id = vint(bytes, at, true)
    const size = id && vint(bytes, at + id.length, false)
    if (!id || !size) return
    const from = at + id.length + size.length
    const to = Math.min(from + size.value, end, bytes.length)
    yield { id: id.value, from, to }
    at = to
  }
}

// A WebM's doc type and tracks, as its EBML header and Tracks element say; undefined if it is not Matroska.
function webmTracks(bytes: Buffer): (Tracks & { docType: string }) | undefined {
  const elements = [...children(bytes, 0, bytes.length)]
  const header = elements.find(({ id }) => id === EBML.header)
  const docType = header && [...children(bytes, header.from, header.to)].find(({ id }) => id === EBML.docType)
  const segment = elements.find(({ id }) => id === EBML.segment)
  if (!docType || !segment) return undefined
  const tracks: Tracks = { video: [], audio: [] }
  for (const element of children(bytes, segment.from, segment.to)) {
    if (element.id === EBML.cluster) break // the tracks come before the first cluster of frames
    if (element.id !== EBML.tracks) continue
    for (const entry of children(bytes, element.from, element.to)) {
      if (entry.id !== EBML.trackEntry) continue
      const fields = [...children(bytes, entry.from, entry.to)]
      const type = fields.find(({ id }) => id === EBML.trackType)
      const codec = fields.find(({ id }) => id === EBML.codecId)
      if (!type || !codec) continue
      const kind = bytes[type.from] === 1 ? "video" : bytes[type.from] === 2 ? "audio" : undefined
      if (kind) tracks[kind].push(bytes.toString("latin1", codec.from, codec.to).replace(/\0+$/, ""))
    }
  }
  return { ...tracks, docType: bytes.toString("latin1", docType.from, docType.to).replace(/\0+$/, "") }
}

const listed = (names: string[]) => [...new Set(names)].join(" and ")

/** The problem with the video at `file` (shown to the writer as `shown`), if it is not one every browser plays. */
export function videoFileProblem(file: string, shown: string): string | undefined {
  if (!fs.existsSync(file)) return missingFile("video", shown)
  const { size } = fs.statSync(file)
  if (size > VIDEO_MAX_BYTES)
    return `expected a video of at most ${megabytes(VIDEO_MAX_BYTES)} at ${shown}, found ${megabytes(size)}: export it at 1080p or less, or shorten it`
  const bytes = fs.readFileSync(file)
  const named = file.toLowerCase().endsWith(".webm") ? "WebM" : "MP4"
  const isMp4 = bytes.toString("latin1", 4, 8) === "ftyp"
  const isWebm = bytes.length >= 4 && bytes.readUInt32BE(0) === EBML.header
  const found = isMp4 ? "MP4" : isWebm ? "WebM" : undefined
  const expected = `expected ${named === "MP4" ? "an" : "a"} ${named} video at ${shown}`
  if (!found) return `${expected}, found a file of another kind: export it as MP4 (H.264 and AAC)`
  if (found !== named) return `${expected}, found ${found === "MP4" ? "an" : "a"} ${found} video: name it .${found.toLowerCase()}`
  const tracks = isMp4 ? mp4Tracks(bytes) : webmTracks(bytes)
  if (!tracks || ("docType" in tracks && tracks.docType !== "webm")) return `${expected}, found one that cannot be read: export it again as MP4 (H.264 and AAC)`
  const rule = PLAYABLE[found]
  const video = tracks.video.map(codecName)
  const audio = tracks.audio.map(codecName)
  if (!video.length) return `expected ${rule.expected} at ${shown}, found no video track`
  const unplayable = [
    ...video.filter((name) => !(rule.video as readonly string[]).includes(name)),
    ...audio.filter((name) => !(rule.audio as readonly string[]).includes(name)),
  ]
  if (unplayable.length)
    return `expected ${rule.expected} at ${shown}, found ${listed(video)} video${audio.length ? ` with ${listed(audio)} sound` : ""}: not every browser plays ${listed(unplayable)}, so export it as MP4 with H.264 and AAC`
  return undefined
}

/**
 * The problem with the captions at `file` (shown as `shown`), if they are not WebVTT with at least
 * one cue, in a language a browser can name, with markup no deeper than a caption needs.
 */
export function captionsFileProblem(file: string, shown: string): string | undefined {
  if (!fs.existsSync(file)) return missingFile("captions", shown)
  const { size } = fs.statSync(file)
  if (size > CAPTIONS_MAX_BYTES) return `expected captions of at most ${megabytes(CAPTIONS_MAX_BYTES)} at ${shown}, found ${megabytes(size)}`
  const language = captionsLanguageOf(file)
  if (!languageName(language))
    return `expected captions named with their language, like walkthrough.en.vtt or walkthrough.pt-BR.vtt, at ${shown}, found "${language}", a language no browser can name`
  const text = fs.readFileSync(file, "utf8")
  const deep = tooDeeplyNested(text)
  if (deep)
    return `expected WebVTT captions at ${shown}: line ${deep}: expected a caption's markup (<b>, <i>, <u>, <c>, <v>…) nested at most ${CAPTIONS_MAX_NESTING} deep, found one nested deeper`
  const { cues, errors } = new WebVTTParser().parse(text, "metadata")
  if (errors.length) return `expected WebVTT captions at ${shown}: line ${errors[0]!.line}: ${errors[0]!.message}`
  if (!cues.length) return `expected WebVTT captions at ${shown}, found none: each caption is a time range ("00:00.000 --> 00:04.000") and its words`
  return undefined
}
