// Testing Library's DOM matchers for every unit test.
import "@testing-library/jest-dom"
import { isGuardedTest, takeLiveSiteReads, unwatchLiveSite, watchLiveSite } from "./src/test/live-site-guard"

// jsdom has no layout; Radix's positioning only needs ResizeObserver to exist.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver

// jsdom has no PointerEvent; a MouseEvent carrying pointerType is all React and Radix read.
// (Node-environment suites share this file and have neither.)
if (typeof MouseEvent !== "undefined" && typeof PointerEvent === "undefined") {
  globalThis.PointerEvent = class extends MouseEvent {
    readonly pointerType: string
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init)
      this.pointerType = init.pointerType ?? ""
    }
  } as unknown as typeof PointerEvent
}

// jsdom has no matchMedia; it answers as a device without a hovering pointer would.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// A unit test that reads the live content/ or static/ fails (src/test/live-site-guard.ts).
// Another test file's guard is gone however that file ended: one that stopped as it loaded runs no hook.
unwatchLiveSite()
if (isGuardedTest(expect.getState().testPath ?? "")) {
  watchLiveSite()
  const failOnLiveReads = () => {
    const reads = takeLiveSiteReads()
    if (reads.length > 0)
      throw new Error(`A unit test used the live site, which writers change: ${reads.join(", ")}. Use the fixture site (src/test/fixture-site/).`)
  }
  afterEach(failOnLiveReads)
  afterAll(() => {
    unwatchLiveSite()
    failOnLiveReads()
  })
}
