// The types of test-cpu-parts.mjs, for its tests.
export function partOf(commands: string[]): string
export function gatsbyCommand(command: string): "build" | "develop" | undefined
export function fileSeconds(output: string): [string, number][]
