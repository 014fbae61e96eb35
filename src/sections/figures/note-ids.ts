// A figure's footnote's id, which its kind names (./kind.ts) and its view draws (./Figures.tsx):
// a module of its own, so the view's script carries no schema.

/** The id of the footnote of the `index`th figure (from 0) of the section named `name`. */
export const noteIdOf = (name: string, index: number) => `${name}-note-${index + 1}`
