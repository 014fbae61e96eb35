// The types of cms-files.mjs, for the tests of the editor's local backend.
import type { Mode } from "./cms-guard.mjs"
export const EDITOR_FOLDERS: string[]
export const READ_ACTIONS: string[]
export const FILES_MODE: Mode
export function fileRefusal(file: string, options: { root: string; folders?: string[] }): Promise<string | undefined>
export function filesRefusal(request: unknown, options: { root: string }): Promise<string | undefined>
export function judgedAnswer<T>(answer: T, options: { root: string }): Promise<{ answer: T } | { refused: string }>
export function namedPaths(value: unknown): Array<{ named: string; folder: boolean }>
