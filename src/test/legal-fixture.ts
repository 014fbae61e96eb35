// Legal text as counsel writes it, with every case a reader could get wrong: symbols outside
// Latin-1, a wrapped list item, nested emphasis, an escaped character, a link ending in ")",
// and names in other scripts. Each block's text as CommonMark reads it follows.
export const COUNSEL_TEXT = [
  "## 4. Eligibility ≥ 18",
  "",
  "You must be ≥ 18 years old; notices arrive in ≤ 30 days. Fees ≠ taxes, and totals are ≈ estimates (error ‰ 1.5 → ← ↔ ⇒).",
  "",
  "- We keep records for seven years",
  "  after the last visit.",
  "- ½, ⅓ and ¾ of a fee: § 12 ¶ 3, 37 °C ± 0.5, 2 × 3 ÷ 6, 5 µg, €10, £8, ¥700, ₹90 ✓ ✗",
  "",
  "**Do not *ever* share** your password; _this_ matters. 5\\* marks a footnote: see [the list](https://example.com/a_(b)).",
  "",
  "Signed for the practice by Σωκράτης Παπαδόπουλος, Nguyễn Thị Minh and Łukasz Żółć — “quoted” and ‘quoted’.",
].join("\n")

export const COUNSEL_BLOCK_TEXTS = [
  "4. Eligibility ≥ 18",
  "You must be ≥ 18 years old; notices arrive in ≤ 30 days. Fees ≠ taxes, and totals are ≈ estimates (error ‰ 1.5 → ← ↔ ⇒).",
  "We keep records for seven years after the last visit.\n½, ⅓ and ¾ of a fee: § 12 ¶ 3, 37 °C ± 0.5, 2 × 3 ÷ 6, 5 µg, €10, £8, ¥700, ₹90 ✓ ✗",
  "Do not ever share your password; this matters. 5* marks a footnote: see the list.",
  "Signed for the practice by Σωκράτης Παπαδόπουλος, Nguyễn Thị Minh and Łukasz Żółć — “quoted” and ‘quoted’.",
]
