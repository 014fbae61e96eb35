/** What Pagefind indexes of a rendered page: its text but for what lies inside data-pagefind-ignore. */
export function searchedText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement
  for (const ignored of copy.querySelectorAll("[data-pagefind-ignore]")) ignored.remove()
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim()
}
