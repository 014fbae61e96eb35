// In develop, a form shows as on the site, and sending it says where posts are taken.
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { formSuccessPaths } from "../content/validate"

export const DEVELOP_FORM_MESSAGE =
  "The develop server shows forms but does not take their posts: `npm run serve` (after a build) keeps them in .netlify/form-submissions.jsonl, and Netlify in its Forms tab.\n"

type Request = { method: string; path: string }
type Response = { status(code: number): { type(type: string): { send(body: string): void } } }

export const answerFormPosts: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  const contentDir = path.join(process.cwd(), "content")
  // Only a post to a page a form sends to; the forms are read as they are now.
  app.use((req: Request, res: Response, next: () => void) => {
    if (req.method !== "POST" || !formSuccessPaths(contentDir).includes(req.path.replace(/(.)\/$/, "$1"))) return next()
    res.status(501).type("text/plain").send(DEVELOP_FORM_MESSAGE)
  })
}
