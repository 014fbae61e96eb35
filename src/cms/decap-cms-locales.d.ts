// decap-cms-locales ships no types; the editor only reads the English phrases' shape.
declare module "decap-cms-locales/dist/esm/en" {
  type Phrases = { [key: string]: string | Phrases }
  const en: Phrases & { editor: Phrases & { editorControlPane: Phrases & { widget: Phrases } } }
  export default en
}
