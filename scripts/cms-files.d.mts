// The types of cms-files.mjs, for the tests of the editor's local backend.
export const EDITOR_FOLDERS: string[]
export function fileRefusal(file: string, options: { root: string; folders?: string[] }): Promise<string | undefined>
export function filesRefusal(request: unknown, options: { root: string }): Promise<string | undefined>
export function judgedAnswer<T>(answer: T, options: { root: string }): Promise<{ answer: T } | { refused: string }>
