// The types of cms-review.mjs, for the tests of the editor's local backend.
import type { Mode } from "./cms-guard.mjs"
export const COLLECTIONS: Record<string, { folder: string; extension: string } | { files: Record<string, string> }>
export const MEDIA_FOLDERS: string[]
export function entryFile(collection: unknown, slug: unknown): string | undefined
export function reviewMode(options: { clone: string; branch: string }): Mode
export function reviewRefusal(request: { action?: string; params?: unknown }, options: { clone: string; branch: string }): string | undefined
