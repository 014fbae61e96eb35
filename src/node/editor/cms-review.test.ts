/** @jest-environment node */
// What the editor's backend takes in the review workflow (scripts/cms-review.mjs): its collections
// and media folders are the editor's own, and each request names the writer's branch and one of the
// editor's entries, and saves to that entry's draft its own file and media. A Publish, which reads
// the draft's branch, is tested on a repository in cms-backend.integration.test.ts.
import path from "node:path"
import { COLLECTIONS, entryFile, MEDIA_FOLDERS, reviewRefusal } from "../../../scripts/cms-review.mjs"
import { cmsConfig } from "../../cms/cms-config"

const config = cmsConfig({ repo: "owner/site", branch: "main" })
const refusal = (action: string, params: Record<string, unknown>) =>
  reviewRefusal({ action, params: { branch: "main", ...params } }, { clone: "/nowhere", branch: "main" })

test("the collections and media folders are the editor's", () => {
  const collections = Object.fromEntries(
    config.collections.map((collection) => {
      const { name, folder, extension, files } = collection as {
        name: string
        folder?: string
        extension?: string
        files?: Array<{ name: string; file: string }>
      }
      return [name, files ? { files: Object.fromEntries(files.map((file) => [file.name, file.file])) } : { folder, extension }]
    }),
  )
  expect(COLLECTIONS).toEqual(collections)
  // Every media_folder of the configuration, from the repository's root ("/static/legal"), else from its collection's folder.
  const mediaFolders = new Set<string>([config.media_folder])
  const visit = (value: unknown, folder: string) => {
    if (Array.isArray(value)) for (const item of value) visit(item, folder)
    else if (value && typeof value === "object") {
      const { media_folder: media, ...rest } = value as Record<string, unknown>
      if (typeof media === "string") mediaFolders.add(media.startsWith("/") ? media.slice(1) : path.posix.join(folder, media))
      for (const child of Object.values(rest)) visit(child, folder)
    }
  }
  for (const collection of config.collections) visit(collection, (collection as { folder?: string }).folder ?? "content")
  expect([...mediaFolders].sort()).toEqual([...MEDIA_FOLDERS].sort())
})

test("an entry is one of a collection's, named by a slug that makes a file its folder declares", () => {
  expect(entryFile("pages", "home")).toBe("content/pages/home.md")
  expect(entryFile("legal", "privacy-policy")).toBe("content/legal/privacy-policy.md")
  expect(entryFile("settings", "site")).toBe("content/site.json")
  for (const [collection, slug] of [
    ["pages", "../site"],
    ["pages", "case-studies/orthopaedic"],
    ["pages", "Home"],
    ["pages", ""],
    ["settings", "other"],
    ["settings", "toString"],
    ["constructor", "x"],
    ["__proto__", "x"],
    ["pages", undefined],
  ])
    expect(entryFile(collection, slug)).toBeUndefined()
})

test("every request names the branch the editor publishes to", () => {
  expect(refusal("entriesByFolder", { branch: "cms/pages/about", folder: "content/pages" })).toBe(
    'the branch "cms/pages/about" is not the one the editor publishes to, main',
  )
  expect(refusal("getMedia", { branch: undefined })).toBe("the branch undefined is not the one the editor publishes to, main")
  expect(refusal("entriesByFolder", { folder: "content/pages" })).toBeUndefined()
  expect(reviewRefusal({ action: "info" }, { clone: "/nowhere", branch: "main" })).toBeUndefined()
})

test("a draft is one of the editor's entries, and its files are the entry's own", () => {
  expect(refusal("unpublishedEntry", { id: "pages/about" })).toBeUndefined()
  expect(refusal("unpublishedEntry", { collection: "pages", slug: "about" })).toBeUndefined()
  expect(refusal("unpublishedEntry", { id: "pages/../../main" })).toBe(`"pages/../../main" is not an entry of the editor's`)
  expect(refusal("deleteUnpublishedEntry", { collection: "notes", slug: "about" })).toBe(`"notes/about" is not an entry of the editor's`)
  expect(refusal("unpublishedEntryDataFile", { collection: "pages", slug: "about", path: "content/pages/about.md" })).toBeUndefined()
  expect(refusal("unpublishedEntryDataFile", { collection: "pages", slug: "about", path: "content/site.json" })).toBe(
    `"content/site.json" is not the file of "pages/about", content/pages/about.md`,
  )
  expect(refusal("unpublishedEntryMediaFile", { collection: "pages", slug: "about", path: "content/images/founder.png" })).toBeUndefined()
  expect(refusal("unpublishedEntryMediaFile", { collection: "pages", slug: "about", path: "content/pages/home.md" })).toBe(
    `"content/pages/home.md" is not an entry's media (in content/images, content/videos, static/legal)`,
  )
  expect(refusal("updateUnpublishedEntryStatus", { collection: "pages", slug: "about", newStatus: "pending_publish" })).toBeUndefined()
  expect(refusal("updateUnpublishedEntryStatus", { collection: "pages", slug: "about", newStatus: "published" })).toBe(
    `the status "published" is not a draft's (draft, pending_review, pending_publish)`,
  )
  expect(refusal("updateUnpublishedEntryStatus", { collection: "pages", slug: "about", newStatus: "draft", cmsLabelPrefix: "x/" })).toBe(
    "a draft's status is kept under Decap's own label (no cmsLabelPrefix)",
  )
})

test("a save goes to its entry's draft, with the entry's own file and the media it adds; one straight to the branch is refused", () => {
  const save = (dataFiles: unknown[], assets: unknown[] = [], options: Record<string, unknown> = {}) =>
    refusal("persistEntry", { dataFiles, assets, options: { collectionName: "pages", commitMessage: "Edit", useWorkflow: true, status: "draft", ...options } })
  const about = { slug: "about", path: "content/pages/about.md", raw: "---\n---\n" }
  const photo = { path: "content/images/team.png", content: "iVBORw0KGgo=", encoding: "base64" }
  expect(save([about], [photo])).toBeUndefined()
  expect(save([about], [], { useWorkflow: false })).toBe("a save goes to its entry's draft, for review (useWorkflow), never straight to the branch")
  expect(save([about], [], { useWorkflow: undefined })).toBe("a save goes to its entry's draft, for review (useWorkflow), never straight to the branch")
  expect(save([{ ...about, path: "content/pages/home.md" }])).toBe(`"content/pages/home.md" is not the file of "pages/about", content/pages/about.md`)
  expect(save([about, { ...about, path: "content/site.json" }])).toBe(`"content/site.json" is not the file of "pages/about", content/pages/about.md`)
  expect(save([{ ...about, newPath: "content/pages/home.md" }])).toBe(`"content/pages/home.md" is not the file of "pages/about", content/pages/about.md`)
  expect(save([about], [{ ...photo, path: "content/pages/home.md" }])).toBe(
    `"content/pages/home.md" is not an entry's media (in content/images, content/videos, static/legal)`,
  )
  expect(save([about], [], { collectionName: "settings" })).toBe(`"settings/about" is not an entry of the editor's`)
  expect(save([about], [], { status: "pending_publish" })).toBeUndefined()
  expect(save([about], [], { status: "published" })).toBe(`the status "published" is not a draft's (draft, pending_review, pending_publish)`)
  expect(refusal("persistEntry", { entry: about, assets: "x", options: { collectionName: "pages", useWorkflow: true, status: "draft" } })).toBe(
    "a save names its entry's file and its media in lists",
  )
})
