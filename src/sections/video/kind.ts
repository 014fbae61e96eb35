// A video: a walkthrough played on the site itself (no third party, no cookie), with its poster,
// captions, a description of what it shows, and an optional transcript. The build checks the file
// plays in every browser and the captions parse (src/vocabulary/video-file.ts).
import { captionsLanguageOf, languageName } from "../../vocabulary/captions-language"
import { captionsPath, markdown, photoPath, text, videoPath } from "../../vocabulary/fields"
import { ANCHOR, type SectionKind, kindSchema } from "../../vocabulary/section-kind"
import { descriptionIdOf } from "./description-id"

const schema = kindSchema("video", {
  heading: text(80).optional(),
  file: videoPath,
  poster: photoPath,
  captions: captionsPath,
  description: text(300),
  transcript: markdown(8000).optional(),
})

// The captions' language and its name, as the player's captions menu lists it; the build refuses a
// tag no browser can name, and the editor's preview, drawn before that check, shows the tag itself.
const captionsTrack = (section: Record<string, unknown>) => {
  const language = captionsLanguageOf(String(section.captions))
  return { language, label: languageName(language) ?? language }
}

export const video = {
  type: "video",
  schema,
  words: {
    "": ["Video", "A video played on the page, with captions; nothing of it loads until it is played."],
    id: ANCHOR,
    heading: ["Heading", "Optional."],
    file: ["Video", "An MP4 (H.264 and AAC) or WebM in content/videos/, at most 50 MB."],
    poster: ["Poster", "The picture shown before it plays: a PNG, JPEG or WebP in content/images/."],
    captions: ["Captions", "WebVTT captions in content/videos/, named with their language: walkthrough.en.vtt."],
    description: ["Description", "Required: what the video shows, for people who cannot watch it."],
    transcript: ["Transcript", "Optional: everything said and shown, under the video in a disclosure."],
  },
  imageSizes: { poster: "width: 1280, formats: [AUTO], placeholder: NONE" },
  derived: {
    captionsTrack: {
      type: "CaptionsTrack!",
      select: "{ language label }",
      resolve: async (section) => captionsTrack(section),
      preview: (section) => captionsTrack(section),
    },
  },
  problems: (section, { file, field, site }) =>
    section.transcript !== undefined && !(site?.pages as { transcript?: unknown } | undefined)?.transcript
      ? [
          {
            file,
            field: `${field}.transcript`,
            message: 'expected site.json\'s pages.transcript, the name of the disclosure a transcript is in (like "Transcript")',
          },
        ]
      : [],
  ids: (_section, name) => [descriptionIdOf(name)],
} as const satisfies SectionKind<"video", typeof schema>
