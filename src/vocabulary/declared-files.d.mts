// The types of declared-files.mjs, which the build's check (TypeScript) and the editor's backend (Node) both import.
export type DeclaredFolder = {
  folder: string
  holds: string
  files?: Record<string, string>
  pattern?: RegExp
  kinds?: Record<string, string>
}
export const DECLARED_FOLDERS: readonly DeclaredFolder[]
export const DECLARED_ROOTS: readonly string[]
/** A dot-file, an editor's backup (about.md~) or autosave (#about.md#): never read nor published from content/. */
export function isWorkingFile(name: string): boolean
export function declaredKind(file: string): string | undefined
/** Why `bytes`, the file `name` shown to the writer as `shown`, are not one whole image of the format its name says; undefined for a name no image format has. */
export function imageBytesProblem(
  bytes: Uint8Array,
  name: string,
  shown: string,
  options?: { inflate?: (bytes: Uint8Array, most: number) => Uint8Array },
): string | undefined
/** The kind a file's first bytes show, in a writer's words. */
export function foundAs(head: Uint8Array): string
/** Why `file` may not be published: a name its folder does not declare, or (given its bytes) bytes that are not what the name says, or not all of one image. */
export function declaredFileProblem(
  file: string,
  bytes?: Uint8Array,
  options?: { inflate?: (bytes: Uint8Array, most: number) => Uint8Array },
): string | undefined
