// The types of daily-build-step.mjs, for its tests.
export function dailyBuildStep(run: {
  zone: string
  now: Date
  hook: string | undefined
  manual: boolean
}): { call: false; message: string } | { call: true; title: string; message: string }
