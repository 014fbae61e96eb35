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
export function declaredKind(file: string): string | undefined
/** Why `file` may not be published: a name its folder does not declare, or (given its first bytes) bytes that are not what the name says. */
export function declaredFileProblem(file: string, head?: Uint8Array): string | undefined
