// The site's content as its check reads it, wherever it comes from: content/ on disk for the build
// (./content-dir.ts), the repository through the editor's backend (src/cms/site-files.ts). The check
// itself (./site-check.ts) reads no file: what it needs of the files it does not read as text (an
// image, a video, static/) the set answers.
import type { FileMark } from "../vocabulary/missing-file"
import type { Problem } from "../vocabulary/problems"

export type { FileMark }

export type ContentSet = {
  /** Each content file the site reads, by its path ("content/pages/about.md"), as its text. */
  texts: ReadonlyMap<string, string>
  /** What is wrong with the file `file` ("content/images/chart.png") a field marked `mark` names, if anything. */
  fileProblem(mark: FileMark, file: string): string | undefined
  /** The addresses of static/'s files ("/legal/price-list.pdf"), which no page may take. */
  staticAddresses: ReadonlySet<string>
  /** What is wrong with the files themselves: a link, a file no folder declares, a name. */
  fileProblems: readonly Problem[]
}

/** The path of the file `relative` names ("../images/chart.png") from the file `from` ("content/pages/about.md"): "content/images/chart.png". */
export function namedFile(from: string, relative: string): string {
  const parts = from.split("/").slice(0, -1)
  for (const part of relative.split("/")) {
    if (part === "..") parts.pop()
    else if (part !== "." && part !== "") parts.push(part)
  }
  return parts.join("/")
}
