// The 404 page logs the unknown path as it arrives, before and without React: the page's scripts
// start only on the first interaction. The inline script marks the path it logged, so the
// view's effect skips it on hydration and logs only in-place navigations to missing pages.
export const LOGGED_PATH = "__notFoundLogged"

const PREFIX = "404 Error: User attempted to access non-existent route: "

export const notFoundMessage = (pathname: string) => `${PREFIX}${pathname}`

export const notFoundLogScript = `console.error(${JSON.stringify(PREFIX)}+location.pathname);window.${LOGGED_PATH}=location.pathname`

declare global {
  interface Window {
    [LOGGED_PATH]?: string
  }
}
