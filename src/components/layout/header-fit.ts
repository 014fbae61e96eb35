// Where the header's parts fit on its one line, worked out from their words when the page is built,
// so that no script measures them: from the width at which Sign In and Book a Demo fit beside the
// brand and the menu button, they leave the menu for the bar; from the width at which the links fit
// too, the menu gives way to them. Words are measured in DejaVu Sans, the widest font a visitor's
// system-ui is set in (Linux's), so on every other system they fit with room to spare.

/** The widths the header changes at, as Tailwind names them, narrowest first, and "never". */
export const BAR_WIDTHS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const
export type BarWidth = keyof typeof BAR_WIDTHS | "never"
export type HeaderWords = { productName: string; links: ReadonlyArray<{ label: string }>; signIn: string; bookDemo: string; menu: string }

// DejaVu Sans's advance widths of the characters from " " to "~", in thousandths of an em: its Book
// face, which a medium weight is drawn in, and its Bold, which semibold and bold are drawn in.
const BOOK = [
  318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337, 637, 637, 637, 637, 637, 637, 637, 637, 637, 637, 337, 337, 838, 838, 838,
  531, 1000, 685, 687, 699, 771, 632, 576, 775, 752, 295, 295, 656, 558, 863, 749, 788, 604, 788, 695, 635, 611, 732, 685, 989, 686, 611, 686, 391, 337, 391,
  838, 500, 500, 613, 635, 550, 635, 616, 353, 635, 634, 278, 278, 580, 278, 975, 634, 612, 635, 635, 412, 521, 393, 634, 592, 818, 592, 592, 525, 637, 337,
  637, 838,
]
const BOLD = [
  349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838,
  581, 1000, 774, 763, 734, 831, 684, 684, 821, 837, 373, 373, 775, 638, 996, 837, 851, 733, 851, 771, 721, 683, 813, 774, 1104, 771, 725, 726, 458, 366, 458,
  838, 500, 500, 675, 716, 593, 716, 679, 436, 716, 712, 343, 343, 666, 343, 1042, 712, 688, 716, 716, 494, 596, 479, 712, 652, 924, 646, 652, 583, 712, 366,
  712, 838,
]

/** The width in px of `text` set at `size` px in the face `face`; a letter with an accent as wide as the letter, any other character an em. */
export function textWidth(text: string, size: number, face: "book" | "bold"): number {
  const widths = face === "book" ? BOOK : BOLD
  let thousandths = 0
  for (const char of text.normalize("NFD").replace(/\p{M}/gu, "")) thousandths += widths[char.charCodeAt(0) - 32] ?? 1000
  return (thousandths * size) / 1000
}

// The header's spacing (Header.tsx, Container.tsx, buttonStyles.ts) in px, and a few px for rounding.
const GAP = 16
const LINK_PADDING = 24
const LINK_GAP = 4
const BUTTON_PADDING = 42
const BUTTON_GAP = 12
const MARK = 32 + 10
const TOGGLE = 2 + 24 + 20 + 8
const SLACK = 8

/** The room for the header's line inside the page's column at a window `width` px wide. */
const room = (width: number) => Math.min(width, 1152) - (width >= 640 ? 64 : 40)

/** The narrowest of the header's widths at which `needed` px fit on its line. */
const narrowestHolding = (needed: number): BarWidth =>
  (Object.keys(BAR_WIDTHS) as Array<keyof typeof BAR_WIDTHS>).find((width) => room(BAR_WIDTHS[width]) >= needed + SLACK) ?? "never"

/** From which width Sign In and Book a Demo stand in the header's line, and from which its links do, the menu then gone. */
export function headerFit(words: HeaderWords): { actions: BarWidth; links: BarWidth } {
  const brand = MARK + textWidth(words.productName, 18, "bold")
  const links = words.links.reduce((sum, link) => sum + LINK_PADDING + textWidth(link.label, 14, "book"), LINK_GAP * (words.links.length - 1))
  const actions = 2 * BUTTON_PADDING + textWidth(words.signIn, 14, "bold") + textWidth(words.bookDemo, 14, "bold") + BUTTON_GAP
  const withLinks = narrowestHolding(brand + GAP + links + GAP + actions)
  const withMenu = narrowestHolding(brand + GAP + actions + BUTTON_GAP + TOGGLE + textWidth(words.menu, 14, "bold"))
  const order: BarWidth[] = [...(Object.keys(BAR_WIDTHS) as BarWidth[]), "never"]
  return { actions: order[Math.min(order.indexOf(withMenu), order.indexOf(withLinks))]!, links: withLinks }
}
