// Each section kind's GraphQL types, and the fields the page query asks of it, derived from its
// schema: text is a String, a list a list, a group a type of its own, a choice of names an enum, an
// image a File made into sized images, a video or captions file a File at its address, Markdown its HTML (src/node/pages/text-images.ts). Optional fields
// may be null. The page query's fragment is written to src/sections/section-fields.ts.
import type { GatsbyGraphQLType, NodePluginSchema } from "gatsby"
import type { GraphQLResolveInfo } from "graphql"
import { z } from "zod"
import { markOf, unwrapped } from "../../vocabulary/fields"
import { markdownHtml, type MarkdownSource, type ImageContext } from "./text-images"
import { graphqlTypeOf } from "../../sections/graphql-names"
import { SECTION_KINDS } from "../../sections/kinds"
import type { SectionKind } from "../../vocabulary/section-kind"

type FieldConfig = string | { type: string; args?: Record<string, string>; resolve?: (...args: never[]) => unknown; extensions?: Record<string, object> }
type ObjectDefinition = { name: string; fields: Record<string, FieldConfig> }
type Definitions = { objects: ObjectDefinition[]; enums: Array<{ name: string; values: readonly string[] }> }

const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/
const capitalised = (name: string) => `${name[0]!.toUpperCase()}${name.slice(1)}`
const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

// A Markdown field's HTML, made when a page asks for it from the source its node keeps (src/node/pages/content-nodes.ts).
const markdownField = (name: string, nullable: string) => ({
  type: `String${nullable}`,
  resolve: (source: Record<string, MarkdownSource | undefined>, _args: unknown, context: ImageContext, info: GraphQLResolveInfo) => {
    const markdown = source[name]
    return markdown === undefined ? null : markdownHtml(markdown, context, info)
  },
})

// A section's own field that is optional in any kind is nullable in every kind: the page query asks
// for the kinds' fields side by side, and GraphQL refuses one name with two types (String!, String).
const optionalInAnyKind = (name: string) =>
  SECTION_KINDS.some((kind) => (kind.schema.shape as Record<string, z.ZodType | undefined>)[name] instanceof z.ZodOptional)

/** One field's GraphQL type and what the page query asks of it, adding the types it needs to `out`. */
function fieldOf(kind: SectionKind, schema: z.ZodType, name: string, owner: string, path: string, out: Definitions): { config: FieldConfig; select: string } {
  const inner = unwrapped(schema)
  const required = schema instanceof z.ZodOptional || (path === name && optionalInAnyKind(name)) ? "" : "!"
  const mark = markOf(inner)
  if (mark === "markdown") return { config: markdownField(name, required), select: name }
  // The file's "true", as its front matter keeps it, or the editor's true.
  if (mark === "flag")
    return { config: { type: "Boolean!", resolve: (source: Record<string, unknown>) => [true, "true"].includes(source[name] as string) }, select: name }
  if (mark === "image") {
    const size = kind.imageSizes?.[path]
    if (!size) throw new Error(`src/sections/${kind.type}: the image field ${path} has no size in imageSizes`)
    return { config: { type: "File", extensions: { fileByRelativePath: {} } }, select: `${name} { childImageSharp { gatsbyImageData(${size}) } }` }
  }
  // A video or its captions: the File, which the page links by its published address.
  if (mark === "video" || mark === "captions") return { config: { type: "File", extensions: { fileByRelativePath: {} } }, select: `${name} { publicURL }` }
  const typeName = `${owner}${capitalised(name)}`
  if (inner instanceof z.ZodObject) {
    const selection = selectionOf(kind, inner, typeName, path, out)
    return { config: `${typeName}${required}`, select: `${name} { ${selection} }` }
  }
  if (inner instanceof z.ZodArray) {
    const item = fieldOf(kind, inner.element as z.ZodType, name, owner, path, out)
    const itemType = typeof item.config === "string" ? item.config : item.config.type
    return { config: `[${itemType.replace(/!?$/, "!")}]${required}`, select: item.select }
  }
  if (inner instanceof z.ZodEnum && (inner.options as string[]).every((option) => GRAPHQL_NAME.test(option))) {
    out.enums.push({ name: typeName, values: inner.options as string[] })
    return { config: `${typeName}${required}`, select: name }
  }
  return { config: `String${required}`, select: name }
}

// An object's fields, as a type named `name`: its selection set's fields.
function selectionOf(kind: SectionKind, schema: z.ZodObject, name: string, path: string, out: Definitions): string {
  const fields: Record<string, FieldConfig> = {}
  const select: string[] = []
  for (const [key, field] of Object.entries(schema.shape)) {
    if (key === "type" && path === "") continue // the kind itself, which the query reads as __typename
    const { config, select: selected } = fieldOf(kind, field as z.ZodType, key, name, join(path, key), out)
    fields[key] = config
    select.push(selected)
  }
  out.objects.push({ name, fields })
  return select.join(" ")
}

/** Every kind's types and the selection the page query makes of it, with each kind's derived fields. */
function sectionDefinitions(kinds: readonly SectionKind[] = SECTION_KINDS) {
  const out: Definitions = { objects: [], enums: [] }
  const selections = kinds.map((kind) => {
    const name = graphqlTypeOf(kind.type)
    let select = selectionOf(kind, kind.schema, name, "", out)
    const own = out.objects.find((object) => object.name === name)!
    for (const [field, derived] of Object.entries(kind.derived ?? {})) {
      own.fields[field] = {
        type: derived.type,
        ...(derived.args && { args: derived.args }),
        resolve: (section: Record<string, unknown>, args: Record<string, unknown>, context: Parameters<typeof derived.resolve>[1]) =>
          derived.resolve(section, context, args),
      } as FieldConfig
      select += ` ${field}${derived.select ? ` ${derived.select}` : ""}`
    }
    return `... on ${name} { ${select} }`
  })
  return { ...out, selections }
}

/** The GraphQL types of every section kind, and the PageSection union of them. */
export function sectionTypes(schema: NodePluginSchema): GatsbyGraphQLType[] {
  const { objects, enums } = sectionDefinitions()
  return [
    schema.buildUnionType({
      name: "PageSection",
      types: SECTION_KINDS.map((kind) => graphqlTypeOf(kind.type)),
      resolveType: (section: { type: string }) => graphqlTypeOf(section.type),
    }),
    ...enums.map(({ name, values }) => schema.buildEnumType({ name, values: Object.fromEntries(values.map((value) => [value, {}])) })),
    ...objects.map(({ name, fields }) => schema.buildObjectType({ name, fields: fields as never })),
  ]
}

/** The source of src/sections/section-fields.ts: the fragment the page query spreads, one line per kind. */
export function sectionFieldsSource(kinds: readonly SectionKind[] = SECTION_KINDS): string {
  const lines = sectionDefinitions(kinds).selections.map((selection) => `    ${selection}`)
  return `// The fields the page query asks of each kind of section, made from their schemas by the build
// (src/node/pages/section-types.ts), which writes this file again when a kind changes: do not edit it.
import { graphql } from "gatsby"

export const pageSectionFields = graphql\`
  fragment PageSectionFields on PageSection {
    __typename
${lines.join("\n")}
  }
\`
`
}
