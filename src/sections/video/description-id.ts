// The id of a video's description, which its kind names (./kind.ts) and its view draws (./Video.tsx):
// a module of its own, so the view's script carries no schema.

/** The id of the description of the video in the section named `name`, which describes the player. */
export const descriptionIdOf = (name: string) => `${name}-description`
