// An author: a file of content/authors/<id>.md, who writes articles and reviews them.
import { z } from "zod"
import { PHOTO_DESCRIBED, httpsUrl, photoPath, text } from "../fields"
import type { ContentType } from "../content-type"

const schema = z
  .strictObject({
    name: text(60),
    role: text(60),
    // Letters after the name, as the review line and a reviewer's Person give them.
    credentials: text(40).optional(),
    photo: photoPath.optional(),
    photoAlt: text(120).optional(),
    profiles: z.array(z.strictObject({ label: text(30), url: httpsUrl })).optional(),
  })
  .refine(...PHOTO_DESCRIBED)

export const authorType = {
  name: "author",
  schema,
  words: {
    name: "Name",
    role: ["Role", "Like Clinical content lead."],
    credentials: [
      "Credentials",
      'Optional: the letters after the name, like "MD, QME", shown after the name on their page, in their bylines and review lines.',
    ],
    photo: ["Photo", "Optional; shown in the byline and on the author's page."],
    photoAlt: ["Photo description", "Describe the photo for people who cannot see it."],
    profiles: ["Profiles", "Optional: links to the author's pages elsewhere.", "profile"],
    "profiles.label": "Label",
    "profiles.url": ["Address", "An https:// address."],
  },
} as const satisfies ContentType<typeof schema>
