// The types of cms-guard.mjs, for the tests of the editor's local backend.
export const VIDEO_MAX_BYTES: number
export const BODY_MAX_BYTES: number
export type Limits = { bodySeconds: number; turnSeconds: number; answerSeconds: number }
export const LIMITS: Limits
export type Mode = { actions: Set<string>; about: string; refusal?(request: { action?: string; params?: unknown }): unknown }
export function editorOrigins(origins: string): Set<string>
export function guard(options: {
  port: () => number
  origins: Set<string>
  root: string
  mode: Mode
  hooks?: { before?(action: string): unknown; after?(action: string, status: number): unknown }
  limits?: Limits
}): (request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse, next: () => void) => void
