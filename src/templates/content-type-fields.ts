// The fields the pages' queries ask of an article's own fields, of the files they name and of the articles' words, and of an
// author's and a topic's own fields, made from their types (src/vocabulary/content-types/) by the build
// (src/node/pages/content-type-graphql.ts), which writes this file again when a type changes: do not edit it.
import { graphql } from "gatsby"

export const articleFields = graphql`
  fragment ArticleFields on ContentPage { author topics updated(formatString: "YYYY-MM-DD") reviewer reviewed(formatString: "YYYY-MM-DD") sources { title url } byline { name role path credentials photoAlt profiles { url } photo { childImageSharp { gatsbyImageData(width: 48, height: 48, formats: [AUTO, AVIF, WEBP], placeholder: NONE) } } } reviewedBy { name role path credentials profiles { url } } topicPages { name path } }
`

export const articleWordsFields = graphql`
  fragment ArticleWordsFields on ArticleWords { updated minutes contents related articles written reviewedBy reviewedOn reviewed sources reviewEveryDays callToAction { heading body button } }
`

export const authorFields = graphql`
  fragment AuthorFields on Author { name role credentials photoAlt profiles { label url } }
`

export const topicFields = graphql`
  fragment TopicFields on Topic { name description }
`

/** The article's own fields and the files they name, as ArticleFields asks for them: the page takes them without the schema. */
export const ARTICLE_FIELD_NAMES = ["author", "topics", "updated", "reviewer", "reviewed", "sources"] as const
export const ARTICLE_FOUND_NAMES = ["byline", "reviewedBy", "topicPages"] as const
