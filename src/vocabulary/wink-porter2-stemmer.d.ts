// The Porter2 stemmer, the English Snowball stemmer, by which the search holds and finds words; it ships no types.
declare module "wink-porter2-stemmer" {
  /** The stem of a lowercase word: "apportionments" is "apportion". */
  export default function stem(word: string): string
}
