// How far apart two words are, for a misspelt search word (src/components/search/corrections.ts)
// and a link to an address the site does not have (src/site/links.ts).

/** The letters added, removed, changed or swapped (two beside each other) from `a` to `b`, or `max` + 1 once it is more than `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, before[j - 2]! + 1)
    }
    if (Math.min(...row) > max) return max + 1
    before = previous
    previous = row
  }
  return Math.min(previous[b.length]!, max + 1)
}
