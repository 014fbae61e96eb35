// One page in one browser engine, as the cross-engine checks drive it. Chromium is driven by
// Playwright, Gecko by puppeteer-core over WebDriver BiDi, WebKit by selenium-webdriver over
// WebKitWebDriver: each engine as Debian packages it, since no browser can be downloaded here.
export interface EnginePage {
  /** Opens the address and waits for it to load. */
  goto(url: string): Promise<void>
  /** Sets the viewport's size, or the window's where the engine only sizes windows. */
  resize(width: number, height: number): Promise<void>
  /** Runs a function in the page with one argument, and returns its JSON result. */
  evaluate<T, A = undefined>(fn: (arg: A) => T, arg?: A): Promise<T>
  /** Moves the mouse over the centre of the first element the selector matches. */
  hover(selector: string): Promise<void>
  /** Clicks the centre of the first element the selector matches. */
  click(selector: string): Promise<void>
  /** Presses Tab, as a keyboard user moves the focus. */
  pressTab(): Promise<void>
  /** Writes a PNG of the viewport. */
  screenshot(file: string): Promise<void>
  /** Errors the page logged since the last goto, or null where the engine's driver cannot read the console. */
  consoleErrors(): string[] | null
}

export interface Engine {
  /** A page, with the page's own scripts on or off. */
  open(javaScript: boolean): Promise<EnginePage>
  /** Ends every browser the engine started. */
  close(): Promise<void>
}

/** An engine as the suite knows it: its name, the narrowest viewport its window allows, and how it starts on a display. */
export type EngineKind = { name: string; narrowest: number; headed: boolean; start: (display: () => string) => Engine }
