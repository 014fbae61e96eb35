// The editor's own UI where Decap's falls short for the site's writers, in CSS on /admin/:
// - the "Add section" menu (a typed list's, in its top bar) shows each kind's name over its
//   one-line description, opens leftwards from its button so the form's pane does not cut it
//   off, scrolls within the screen instead of running off its bottom, and is scrolled into view;
// - below 800 px the editor fits the window: Decap gives its editor and its toolbar a least width
//   of 800 px, which cut off the preview and the Publish button on a tablet;
// - a Markdown field's toolbar wraps its mode switch below its buttons rather than squeezing them
//   into a column: on a tablet it stood, one button a line, over most of a 270 px text box.
// Decap's parts are named by their stable emotion targets (decap-cms-core 3.19), with the
// element's name to outweigh Decap's own rule; a browser test at 1280 and 768 px holds them.
export const EDITOR_STYLE = `
.ekazr9y3 [role="menu"] > ul { left: auto; right: 0; width: min(24rem, calc(50vw - 2.5rem)); max-height: min(70vh, 36rem); overflow-y: auto; }
.ekazr9y3 [role="menu"] > ul > [role="menuitem"] { min-width: 0; height: auto; line-height: 1.35; white-space: pre-line; font-weight: 400; }
.ekazr9y3 [role="menu"] > ul > [role="menuitem"] > span::first-line { font-weight: 600; }
@media (max-width: 800px) { div.e1nx103k5, div.e1d2l9mo22 { min-width: 0; } }
div.e11cox783 { flex-wrap: wrap; row-gap: 4px; min-height: 0; padding: 6px 10px; }
div.e11cox783 > div:first-child { display: flex; flex-wrap: wrap; }
`

/** Scrolls the form up when a list's "Add" menu opens below the screen's bottom: it opens under its button, wherever that is. */
export function keepMenusInView(document: Document): void {
  const reveal = () =>
    requestAnimationFrame(() => {
      const menu = document.querySelector<HTMLElement>('[role="menu"] > ul')
      let pane = menu?.parentElement
      while (pane && !/auto|scroll/.test(getComputedStyle(pane).overflowY)) pane = pane.parentElement
      if (!menu || !pane) return
      const { top, bottom } = menu.getBoundingClientRect()
      const below = bottom - document.documentElement.clientHeight + 8
      if (below > 0) pane.scrollTop += Math.min(below, top - 8)
    })
  for (const type of ["click", "keyup"])
    document.addEventListener(type, (event) => (event.target as Element | null)?.closest?.("[aria-haspopup]") && reveal(), true)
}
