// Decap's parts, taken from decap-cms-app's own dependencies (src/node/editor/editor-bundle.ts): the
// calls the editor makes on them. The widgets and backends ship no types of their own.
declare module "decap-cms-core" {
  type Format = { fromFile(text: string): Record<string, unknown>; toFile(entry: Record<string, unknown>, sortedKeys?: readonly string[]): string }
  export const DecapCmsCore: {
    registerBackend(name: string, backend: unknown): void
    registerWidget(widgets: unknown[]): void
    registerLocale(locale: string, phrases: object): void
    registerCustomFormat(name: string, extension: string, format: Format): void
    registerPreviewStyle(style: string, options?: { raw: boolean }): void
    registerPreviewTemplate(name: string, template: unknown): void
    registerEventListener(listener: { name: "preSave" | "postSave" | "postPublish"; handler(event: { entry: unknown }): void | Promise<void> }): void
    init(options: { config: unknown }): void
  }
}
declare module "decap-cms-backend-github" {
  /** A backend as the editor extends it: every sign-in goes through authenticate, every delete through deleteFiles, every upload from the media library through persistMedia. */
  export type DecapBackend = new (
    ...args: never[]
  ) => {
    authenticate(state: unknown): Promise<unknown>
    deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
    persistMedia(file: { path: string; fileObj?: Blob }, options: unknown): Promise<unknown>
  }
  export const GitHubBackend: DecapBackend
}
declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: import("decap-cms-backend-github").DecapBackend
}
declare module "decap-cms-widget-*" {
  const widget: { Widget(): unknown }
  export default widget
}
