/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { DEVELOP_FORM_MESSAGE, developFormPosts } from "./dev-form-posts"
import { temporaryFolders } from "../../test/temporary-folders"
import { WRITER_PAGES } from "../../test/writer-pages"

const folder = temporaryFolders(afterAll)

test("in develop, sending a form says where its posts are taken; any other request goes on", () => {
  const contentDir = path.join(folder("content-"), "content")
  fs.mkdirSync(path.join(contentDir, "pages"), { recursive: true })
  fs.writeFileSync(path.join(contentDir, "pages", "request-demo.md"), WRITER_PAGES["content/pages/request-demo.md"])
  const handle = developFormPosts(contentDir)
  const answered: Array<[number, string]> = []
  const res = { status: (code: number) => ({ type: () => ({ send: (body: string) => void answered.push([code, body]) }) }) }
  let passedOn = 0
  for (const req of [
    { method: "POST", path: "/thanks" },
    { method: "POST", path: "/thanks/" },
    { method: "GET", path: "/thanks" },
    { method: "POST", path: "/about" },
  ])
    handle(req, res, () => passedOn++)
  expect(answered).toEqual([
    [501, DEVELOP_FORM_MESSAGE],
    [501, DEVELOP_FORM_MESSAGE],
  ])
  expect(passedOn).toBe(2)
  expect(DEVELOP_FORM_MESSAGE).toContain("npm run serve")
})
