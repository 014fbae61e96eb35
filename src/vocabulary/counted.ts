// A number with its noun, singular for one: "1 file", "3 files", "0 documents".

/** `count` and `one`, or `many` (by default `one` with an "s") for any other count. */
export const counted = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`
