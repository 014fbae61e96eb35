// A page query's sections as their views take them. The types check the query against the views:
// a field a kind's view takes that its query fragment (src/sections/section-fields.ts) does not
// ask for is a type error here, naming the kind and the field.
import { asDrawn } from "../vocabulary/fragments"
import { kindOfGraphqlType } from "../sections/graphql-names"
import type { SectionType } from "../sections/kinds"
import type { SectionView, SectionViewOf } from "../sections/views"

type QueriedSection = Queries.PageSectionFieldsFragment
type KindOf<Typename> = Typename extends `${infer Name}Section` ? Extract<Uncapitalize<Name>, SectionType> : never

// A query result as asDrawn makes it: no nulls, and a File with its childImageSharp its sized images.
type Drawn<T> = T extends { readonly childImageSharp: infer Sharp }
  ? NonNullable<Sharp> extends { readonly gatsbyImageData: infer Data }
    ? Data
    : never
  : T extends readonly (infer Item)[]
    ? ReadonlyArray<Drawn<Item>>
    : T extends object
      ? { [K in keyof T]: Drawn<NonNullable<T[K]>> }
      : T

// The fields of `View` that `Got` lacks, at any depth ("items.link"); never when it has them all.
type Missing<View, Got, At extends string = ""> = View extends readonly (infer Item)[]
  ? Got extends readonly (infer GotItem)[]
    ? Missing<Item, GotItem, At>
    : At
  : View extends object
    ? { [K in keyof View & string]-?: K extends keyof Got ? Missing<NonNullable<View[K]>, NonNullable<Got[K]>, `${At}${K}.`> : `${At}${K}` }[keyof View &
        string]
    : never

/** For each kind, "TypeName: field" for each field its view takes that the page query does not ask for. */
type Unanswered<Q> = Q extends { readonly __typename: infer Typename extends string }
  ? `${Typename}: ${Missing<Omit<SectionViewOf<KindOf<Typename>>, "type">, Drawn<Omit<Q, "__typename">>>}`
  : never
type NothingUnanswered<Fields extends never> = Fields
export type QueryAnswersViews = NothingUnanswered<Unanswered<QueriedSection>>

/**
 * A queried section as its kind's view draws it. GraphQL makes a field optional in any kind nullable
 * in every kind (src/node/pages/section-types.ts), so only the content check knows which are present: the
 * type above checks each view's fields are asked for.
 */
export function sectionView({ __typename, ...fields }: QueriedSection): SectionView {
  return { ...(asDrawn(fields) as object), type: kindOfGraphqlType(__typename) } as SectionView
}
