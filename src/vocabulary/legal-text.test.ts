/** @jest-environment node */
import { parseLegalText } from "./legal-markdown"
import { relinked } from "./legal-text"

test("relinked maps each link's address where it says, and keeps the words of a link it drops, styles and all", () => {
  const { blocks } = parseLegalText(
    "## 1. Requests\n\nAsk on our [request form](/requests) or **[by email](mailto:privacy@veridraft.example.com)**.\n\n- See [our terms](/terms#fees)\n- Plain",
  )
  const to = (href: string) => (href === "/requests" ? null : href.startsWith("/") ? `https://www.veridraft.example.com${href}` : href)
  expect(relinked(blocks, to)).toEqual([
    blocks[0],
    {
      kind: "p",
      runs: [
        { text: "Ask on our ", href: null, strong: false, em: false },
        { text: "request form", href: null, strong: false, em: false },
        { text: " or ", href: null, strong: false, em: false },
        { text: "by email", href: "mailto:privacy@veridraft.example.com", strong: true, em: false },
        { text: ".", href: null, strong: false, em: false },
      ],
    },
    {
      kind: "ul",
      items: [
        [
          { text: "See ", href: null, strong: false, em: false },
          { text: "our terms", href: "https://www.veridraft.example.com/terms#fees", strong: false, em: false },
        ],
        [{ text: "Plain", href: null, strong: false, em: false }],
      ],
    },
  ])
})
