// A legal document as a writer makes it in the editor, from the form alone. The browser tests
// check that the editor writes exactly these bytes (e2e/cms.spec.ts), and that a production
// build publishes its page and PDF (the legal-history site holds it: e2e/legal-history.spec.ts).
export const COOKIE_POLICY = {
  file: "content/legal/cookie-policy.md",
  form: {
    title: "Cookie Policy",
    description: "How Veridraft uses cookies: it sets none.",
    path: "/cookie-policy",
    date: "2026-11-20",
    text: "This site sets no cookies.",
  },
  saved:
    '---\ntitle: Cookie Policy\ndescription: "How Veridraft uses cookies: it sets none."\npath: /cookie-policy\nlastUpdated: 2026-11-20\n---\n\nThis site sets no cookies.\n',
}
