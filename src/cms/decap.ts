// Decap CMS with only what this site's editor uses: the GitHub backend (production), the local
// backend's proxy (`npm run cms`), the widgets the generated form names (and its own date field) and English. Decap's
// all-in-one app also registers eight more backends and eight more widgets (maps, code,
// colours...) that no field here uses.
import { DecapCmsCore as CMS } from "decap-cms-core"
import { GitHubBackend } from "decap-cms-backend-github"
import { ProxyBackend } from "decap-cms-backend-proxy"
import type { DecapBackend } from "decap-cms-backend-github"
import boolean from "decap-cms-widget-boolean"
import file from "decap-cms-widget-file"
import image from "decap-cms-widget-image"
import list from "decap-cms-widget-list"
import markdown from "decap-cms-widget-markdown"
import number from "decap-cms-widget-number"
import object from "decap-cms-widget-object"
import relation from "decap-cms-widget-relation"
import select from "decap-cms-widget-select"
import string from "decap-cms-widget-string"
import text from "decap-cms-widget-text"
import { checkedWidget } from "./checked-widgets"
import { uploadProblem } from "./upload-checks"
import { dateWidget } from "./date-widget"

// What stops a delete: the problems with deleting these files, none by default.
let deleteCheck: (paths: string[]) => string[] = () => []
/** Has every delete, through either backend, checked first; a problem refuses it with that message. */
export const checkDeletesWith = (check: typeof deleteCheck) => {
  deleteCheck = check
}

/** What the editor reads of the repository through its backend, as the signed-in writer: the content files' own text. */
export type Repository = {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<Array<{ file: { path: string }; data: string }>>
  allEntriesByFolder?(folder: string, extension: string, depth: number): Promise<Array<{ file: { path: string }; data: string }>>
  getEntry(path: string): Promise<{ file: { path: string }; data: string }>
  getMedia(folder: string): Promise<Array<{ path: string }>>
}
let signedIn: (repository: Repository) => void = () => {}
/** Calls `listener` with the repository once the writer has signed in (or was already). */
export const onSignedIn = (listener: typeof signedIn) => {
  signedIn = listener
}

// Decap calls no listener before a delete, nor before an upload from its media library (one made
// while an entry is edited waits for its save, which checks it), nor once the writer is signed in:
// its backends do, where every one goes through. An upload is read whole, as the build and the local backend read it.
const siteBackend = (Backend: DecapBackend): DecapBackend =>
  class extends Backend {
    override async authenticate(state: unknown) {
      const user = await super.authenticate(state)
      signedIn(this as unknown as Repository)
      return user
    }
    override async deleteFiles(paths: string[], commitMessage: string) {
      const problems = deleteCheck(paths)
      if (problems.length) throw new Error(problems.join("; "))
      return super.deleteFiles(paths, commitMessage)
    }
    override async persistMedia(file: { path: string; fileObj?: Blob }, options: unknown) {
      const problem = file.fileObj && uploadProblem({ path: file.path, bytes: new Uint8Array(await file.fileObj.arrayBuffer()) })
      if (problem) throw new Error(problem)
      return super.persistMedia(file, options)
    }
  }

CMS.registerBackend("github", siteBackend(GitHubBackend))
CMS.registerBackend("proxy", siteBackend(ProxyBackend))
// Decap's widgets that the form names, and the site's own date field (./date-widget.tsx).
const WIDGETS = [...[string, text, number, select, boolean, image, file, markdown, list, object, relation].map((widget) => widget.Widget()), dateWidget]
// Each widget's control is told where its field is, and checks it as the build would (./checked-widgets.tsx).
CMS.registerWidget(WIDGETS.map((widget) => checkedWidget(widget as never)))

export { CMS }
