// decap-cms-locales ships no types; the editor only reads the English phrases' shape.
declare module "decap-cms-locales" {
  type Phrases = { [key: string]: string | Phrases }
  export const en: Phrases & { editor: Phrases & { editorControlPane: Phrases & { widget: Phrases } } }
}
