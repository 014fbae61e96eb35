// The site's scripts start on a visitor's first interaction. Tests of what they add reach for
// the page first, as a visitor's mouse would, and wait until React has taken over the page.
import type { Page } from "@playwright/test"

// React marks each element it has hydrated; the footer's copyright year is among the last.
export const isHydrated = () => {
  const year = document.querySelector("[data-testid=copyright-year]")
  return Boolean(year && Object.keys(year).some((key) => key.startsWith("__reactFiber$")))
}

export const hydrated = (page: Page) => page.evaluate(isHydrated)

export async function startPageScripts(page: Page): Promise<void> {
  await page.mouse.move(2, 2)
  await page.waitForFunction(isHydrated)
  await page.waitForLoadState("networkidle")
}

// A tooltip's first opening waits for Radix to be fetched and run (and, on a first move, for
// the page's scripts to start): seconds on a machine busy with other tests' builds.
export const FIRST_TOOLTIP = { timeout: 15_000 }
