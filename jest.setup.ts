// Testing Library's DOM matchers for every unit test.
import "@testing-library/jest-dom"

// jsdom has no layout; Radix's positioning only needs ResizeObserver to exist.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver
