// The resources hub's content types, each one module (../content-type.ts).
import { articleType } from "./article"
import { authorType } from "./author"
import { topicType } from "./topic"

export const CONTENT_TYPES = [authorType, topicType, articleType] as const
