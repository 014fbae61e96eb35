// A quote: what a customer said, with their name and role, published only with their consent
// (the FTC's 2024 rule on testimonials): the day they agreed is required.
import { pastDate, PHOTO_DESCRIBED, photoPath, text } from "../../vocabulary/fields"
import { ANCHOR, type SectionKind, kindSchema } from "../../vocabulary/section-kind"

export const PERMISSION_HINT = "the day the person agreed to be quoted, YYYY-MM-DD: nobody is quoted without their consent"

const schema = kindSchema("quote", {
  quote: text(400),
  name: text(60),
  role: text(80),
  organisation: text(80).optional(),
  photo: photoPath.optional(),
  photoAlt: text(120).optional(),
  permission: pastDate("the day the person agreed to be quoted"),
}).refine(...PHOTO_DESCRIBED)

export const quote = {
  type: "quote",
  schema,
  words: {
    "": ["Quote", "What a customer said, with their name, role and consent."],
    id: ANCHOR,
    quote: ["Quote", "Their words, as they agreed to them."],
    name: "Name",
    role: "Role",
    organisation: ["Organisation", "Optional: where they work."],
    photo: ["Photo", "Optional."],
    photoAlt: ["Photo description", "Describe the photo for people who cannot see it."],
    permission: ["Permission given on", `Required: ${PERMISSION_HINT}.`],
  },
  imageSizes: { photo: "width: 64, height: 64, formats: [AUTO, AVIF, WEBP], placeholder: NONE" },
} as const satisfies SectionKind<"quote", typeof schema>
