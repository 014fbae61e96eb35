// In develop, a form shows as on the site, and sending it says where posts are taken.
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { formSuccessPaths } from "../../site/content-dir"

export const DEVELOP_FORM_MESSAGE =
  "The develop server shows forms but does not take their posts: `npm run serve` (after a build) keeps them in .netlify/form-submissions.jsonl, and Netlify in its Forms tab.\n"

type Request = { method: string; path: string }
type Response = { status(code: number): { type(type: string): { send(body: string): void } } }

/** Answers a post to a page a form of `contentDir` sends to, the forms read as they are now; any other request goes on. */
export const developFormPosts = (contentDir: string) => (req: Request, res: Response, next: () => void) => {
  if (req.method !== "POST" || !formSuccessPaths(contentDir).includes(req.path.replace(/(.)\/$/, "$1"))) return next()
  res.status(501).type("text/plain").send(DEVELOP_FORM_MESSAGE)
}

export const answerFormPosts: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.use(developFormPosts(path.join(process.cwd(), "content")))
}
