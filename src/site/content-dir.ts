// The site's content on disk, as the build reads it: each content file's text, and the files a field
// names (an image, a video) checked where they are. The editor reads the same files from the repository.
import fs from "node:fs"
import path from "node:path"
import { isWorkingFile } from "../vocabulary/declared-files.mjs"
import { imageFileProblem } from "../vocabulary/image-file"
import { captionsFileProblem, videoFileProblem } from "../vocabulary/video-file"
import { CONTENT_FILES, parseFile } from "./content-files"
import { sectionsOf } from "../sections/kinds"
import type { ContentSet, FileMark } from "./content-set"
import { fileProblems } from "./file-hygiene"

// The files below `dir`, but an editor's working files and the folders' guides; a symbolic link is not followed (fileProblems refuses it).
export function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = prefix + entry.name
    if (entry.isSymbolicLink() || isWorkingFile(entry.name)) return []
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), `${name}/`)
    return entry.name === "README.md" ? [] : [name]
  })
}

/** The Markdown files of one folder of content/ ("about.md"), in order, as the check lists them (listFiles: no working file, since an editor's lock may link nowhere, and no link). */
export const markdownFilesIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? listFiles(dir)
        .filter((name) => !name.includes("/") && name.endsWith(".md"))
        .sort()
    : []

const FILE_CHECKS: Record<FileMark, (file: string, shown: string) => string | undefined> = {
  image: imageFileProblem,
  video: videoFileProblem,
  captions: captionsFileProblem,
}

/** The addresses of the files of static/ beside `contentDir` ("/legal/price-list.pdf"). */
export function staticAddressesIn(contentDir: string): Set<string> {
  const staticDir = path.join(contentDir, "..", "static")
  return new Set(fs.existsSync(staticDir) ? listFiles(staticDir).map((name) => `/${name}`) : [])
}

/** The content at `contentDir` (and static/ beside it), as the check reads it; each file is named as in the repository ("content/pages/about.md"). */
export function readContentDir(contentDir: string): ContentSet {
  const rel = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join("/")
  const texts = new Map(
    listFiles(contentDir)
      .filter((name) => CONTENT_FILES.some(({ pattern }) => pattern.test(name)))
      .map((name) => [`content/${name}`, fs.readFileSync(path.join(contentDir, name), "utf8")] as const),
  )
  return {
    texts,
    fileProblem: (mark, file) => FILE_CHECKS[mark](path.join(contentDir, file.replace(/^content\//, "")), file),
    staticAddresses: staticAddressesIn(contentDir),
    fileProblems: fileProblems(contentDir, rel),
  }
}

/** The pages forms land their visitors on (thank-you pages), which search engines are kept from. */
export function formSuccessPaths(contentDir: string): string[] {
  return listFiles(contentDir)
    .filter((name) => /^pages\/[a-z0-9-]+\.md$/.test(name))
    .flatMap((name) => {
      const result = parseFile(name, fs.readFileSync(path.join(contentDir, name), "utf8"))
      return sectionsOf("data" in result ? result.data : undefined).flatMap((section) =>
        section?.type === "form" && typeof section.success === "string" ? [section.success] : [],
      )
    })
}
