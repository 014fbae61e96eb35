// The Porter2 stemmer, the English Snowball stemmer Pagefind stems words with; it ships no types.
declare module "wink-porter2-stemmer" {
  /** The stem of a lowercase word: "apportionments" is "apportion". */
  export default function stem(word: string): string
}
