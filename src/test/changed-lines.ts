// What a reviewer's diff of a one-field edit shows: the lines of `after` that differ from
// `before`. A change that adds or removes lines is never a one-line edit, so it throws.
export function changedLines(before: string, after: string): string[] {
  const a = before.split("\n")
  const b = after.split("\n")
  if (a.length !== b.length) throw new Error(`The edit changed the number of lines from ${a.length} to ${b.length}:\n${after}`)
  return b.filter((line, index) => line !== a[index])
}
