// The fields the article query asks of an article's own fields, of the files they name and of the articles' words, made
// from the article's type (src/vocabulary/content-types/article.ts) by the build
// (src/node/pages/content-type-graphql.ts), which writes this file again when the type changes: do not edit it.
import { graphql } from "gatsby"

export const articleFields = graphql`
  fragment ArticleFields on ContentPage { author topics updated(formatString: "YYYY-MM-DD") reviewer reviewed(formatString: "YYYY-MM-DD") sources { title url } byline { name role path credentials photoAlt profiles { url } photo { childImageSharp { gatsbyImageData(width: 48, height: 48, formats: [AUTO, AVIF, WEBP], placeholder: NONE) } } } reviewedBy { name role path credentials profiles { url } } topicPages { name path } }
`

export const articleWordsFields = graphql`
  fragment ArticleWordsFields on ArticleWords { updated minutes contents related articles written reviewedBy reviewedOn reviewed sources reviewEveryDays callToAction { heading body button } }
`

/** The article's own fields and the files they name, as ArticleFields asks for them: the page takes them without the schema. */
export const ARTICLE_FIELD_NAMES = ["author", "topics", "updated", "reviewer", "reviewed", "sources"] as const
export const ARTICLE_FOUND_NAMES = ["byline", "reviewedBy", "topicPages"] as const
