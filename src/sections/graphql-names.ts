// A kind's GraphQL type by a naming rule, so the page's scripts can tell a section's kind without the registry.

/** The GraphQL type a kind's sections are queried as: "callToAction" is CallToActionSection. */
export const graphqlTypeOf = (type: string) => `${type[0]!.toUpperCase()}${type.slice(1)}Section`
/** The kind of a section queried as `typename`. */
export const kindOfGraphqlType = (typename: string) => `${typename[0]!.toLowerCase()}${typename.slice(1, -"Section".length)}`
