/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { captionsFileProblem, VIDEO_MAX_BYTES, videoFileProblem } from "./video-file"
import { video } from "../sections/video/kind"
import { temporaryFolders } from "../test/temporary-folders"

const videos = path.join(__dirname, "..", "test", "videos")
const folder = temporaryFolders(afterAll)
const check = (name: string) => videoFileProblem(path.join(videos, name), `content/videos/${name}`)

test("an MP4 with H.264 and AAC, and a WebM with VP8 and Opus, play in every browser", () => {
  expect(check("walkthrough.mp4")).toBeUndefined()
  expect(check("vp8-opus.webm")).toBeUndefined()
})

test("a codec not every browser plays is refused, naming what was found", () => {
  expect(check("hevc.mp4")).toBe(
    "expected H.264 video with AAC sound at content/videos/hevc.mp4, found H.265 (HEVC) video: not every browser plays H.265 (HEVC), so export it as MP4 with H.264 and AAC",
  )
  expect(check("h264-mp3.mp4")).toBe(
    "expected H.264 video with AAC sound at content/videos/h264-mp3.mp4, found H.264 video with MP3 sound: not every browser plays MP3, so export it as MP4 with H.264 and AAC",
  )
})

test("a file whose name says one container and holds another, or holds no video at all, is refused", () => {
  const dir = folder("videos-")
  fs.copyFileSync(path.join(videos, "vp8-opus.webm"), path.join(dir, "tour.mp4"))
  expect(videoFileProblem(path.join(dir, "tour.mp4"), "content/videos/tour.mp4")).toBe(
    "expected an MP4 video at content/videos/tour.mp4, found a WebM video: name it .webm",
  )
  fs.writeFileSync(path.join(dir, "notes.mp4"), "not a video at all")
  expect(videoFileProblem(path.join(dir, "notes.mp4"), "content/videos/notes.mp4")).toBe(
    "expected an MP4 video at content/videos/notes.mp4, found a file of another kind: export it as MP4 (H.264 and AAC)",
  )
  // An MP4 cut short before its movie header: nothing in it says what it holds.
  fs.writeFileSync(path.join(dir, "cut.mp4"), fs.readFileSync(path.join(videos, "hevc.mp4")).subarray(0, 40))
  expect(videoFileProblem(path.join(dir, "cut.mp4"), "content/videos/cut.mp4")).toBe(
    "expected an MP4 video at content/videos/cut.mp4, found one that cannot be read: export it again as MP4 (H.264 and AAC)",
  )
  expect(videoFileProblem(path.join(dir, "gone.mp4"), "content/videos/gone.mp4")).toBe("expected a video at content/videos/gone.mp4, found no such file")
})

test("a hostile file under the size limit is refused, not walked to its end: 40 MB of two-byte EBML elements, an MP4 of empty boxes", () => {
  const dir = folder("videos-")
  const webm = path.join(dir, "garbage.webm")
  const header = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x01, 0, 0, 0, 0, 0, 0, 0x04, 0x42, 0x82, 0x81, 0x77])
  fs.writeFileSync(webm, Buffer.concat([header, Buffer.alloc(40 * 1024 * 1024, 0x80)]))
  expect(videoFileProblem(webm, "content/videos/garbage.webm")).toBe(
    "expected a WebM video at content/videos/garbage.webm, found one that cannot be read: export it again as MP4 (H.264 and AAC)",
  )
  const mp4 = path.join(dir, "empty.mp4")
  fs.writeFileSync(mp4, Buffer.concat([Buffer.from([0, 0, 0, 8, 0x66, 0x74, 0x79, 0x70]), Buffer.alloc(20 * 1024 * 1024)]))
  expect(videoFileProblem(mp4, "content/videos/empty.mp4")).toBe(
    "expected an MP4 video at content/videos/empty.mp4, found one that cannot be read: export it again as MP4 (H.264 and AAC)",
  )
})

test("a video over 50 MB is refused with its size, before it is read", () => {
  const dir = folder("videos-")
  const big = path.join(dir, "long.mp4")
  fs.writeFileSync(big, "")
  fs.truncateSync(big, VIDEO_MAX_BYTES + 1)
  expect(videoFileProblem(big, "content/videos/long.mp4")).toBe(
    "expected a video of at most 50.0 MB at content/videos/long.mp4, found 50.0 MB: export it at 1080p or less, or shorten it",
  )
})

test("captions must parse as WebVTT and hold at least one caption, the line of a mistake named", () => {
  const dir = folder("captions-")
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text)
    return captionsFileProblem(path.join(dir, name), `content/videos/${name}`)
  }
  expect(captionsFileProblem(path.join(videos, "walkthrough.en.vtt"), "content/videos/walkthrough.en.vtt")).toBeUndefined()
  expect(write("srt.en.vtt", "1\n00:00:00,000 --> 00:00:01,000\nHello\n")).toMatch(/^expected WebVTT captions at content\/videos\/srt\.en\.vtt: line 1: /)
  expect(write("bad-time.en.vtt", "WEBVTT\n\n00:00.000 --> 00:0x.000\nHello\n")).toMatch(
    /^expected WebVTT captions at content\/videos\/bad-time\.en\.vtt: line 3: /,
  )
  expect(write("empty.en.vtt", "WEBVTT\n")).toBe(
    'expected WebVTT captions at content/videos/empty.en.vtt, found none: each caption is a time range ("00:00.000 --> 00:04.000") and its words',
  )
  expect(captionsFileProblem(path.join(dir, "gone.vtt"), "content/videos/gone.vtt")).toBe(
    "expected WebVTT captions at content/videos/gone.vtt, found no such file",
  )
})

test("captions named with a language no browser can name are refused, naming the file; the editor's preview shows the tag, without throwing", () => {
  const dir = folder("captions-")
  const captions = fs.readFileSync(path.join(videos, "walkthrough.en.vtt"))
  const check = (name: string) => {
    fs.writeFileSync(path.join(dir, name), captions)
    return captionsFileProblem(path.join(dir, name), `content/videos/${name}`)
  }
  for (const name of ["walkthrough.vtt", "walkthrough.en.vtt", "walkthrough.pt-BR.vtt", "walkthrough.zh-Hant.vtt", "walkthrough.es-419.vtt"])
    expect(check(name)).toBeUndefined()
  for (const [name, language] of [
    ["walkthrough.en-aaaaaaaaaaaa.vtt", "en-aaaaaaaaaaaa"],
    ["walkthrough.zz.vtt", "zz"],
    ["walkthrough.en-1.vtt", "en-1"],
  ] as const)
    expect(check(name)).toBe(
      `expected captions named with their language, like walkthrough.en.vtt or walkthrough.pt-BR.vtt, at content/videos/${name}, found "${language}", a language no browser can name`,
    )
  const track = (captions: string) => video.derived.captionsTrack.preview({ captions })
  expect(track("../videos/walkthrough.es.vtt")).toEqual({ language: "es", label: "español" })
  expect(track("../videos/walkthrough.en-aaaaaaaaaaaa.vtt")).toEqual({ language: "en-aaaaaaaaaaaa", label: "en-aaaaaaaaaaaa" })
})
