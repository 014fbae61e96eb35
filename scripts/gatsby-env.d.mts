// The types of gatsby-env.mjs, for its tests.
export function gatsbyEnv(temporary: string): NodeJS.ProcessEnv
