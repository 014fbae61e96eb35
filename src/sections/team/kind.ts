// The team card: a heading over the founder's card, whose name and profiles are site settings.
import { PHOTO_DESCRIBED, photoPath, text } from "../../vocabulary/fields"
import { ANCHOR, type SectionKind, kindSchema } from "../../vocabulary/section-kind"

const schema = kindSchema("team", {
  heading: text(60),
  bio: text(500),
  photo: photoPath.optional(),
  photoAlt: text(120).optional(),
}).refine(...PHOTO_DESCRIBED)

export const team = {
  type: "team",
  schema,
  words: {
    "": ["Team card", "The founder's card; name, role and profiles are in the site settings."],
    id: ANCHOR,
    heading: "Heading",
    bio: "Biography",
    photo: ["Photo", "Optional; without it the card shows initials."],
    photoAlt: ["Photo description", "Describe the photo for people who cannot see it."],
  },
  imageSizes: { photo: "width: 128, height: 128, formats: [AUTO, AVIF, WEBP], placeholder: NONE" },
} as const satisfies SectionKind<"team", typeof schema>
