// A topic: a file of content/topics/<id>.md, what articles are about, which an article and a list name by id.
import { z } from "zod"
import { text } from "../fields"
import { hubId, type ContentType } from "../content-type"

/** A topic's id, as an article's topics and a list of one topic name it. */
export const topicId = hubId("a topic", "topics")

const schema = z.strictObject({ name: text(40), description: text(200) })

export const topicType = {
  name: "topic",
  schema,
  words: {
    name: "Name",
    description: ["Description", "What the topic's page says under its name."],
  },
} as const satisfies ContentType<typeof schema>
