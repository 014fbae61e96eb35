// Decap refuses a save the form finds invalid by rejecting a promise with no reason, after the
// form has shown why. That rejection is not an error of the page: it is kept from the console,
// from page-error reports and, in develop, from react-refresh's "Unhandled Runtime Error"
// overlay. A capture listener on window runs before the overlay's own, whenever it was added.
export function quietRefusedSaves(target: Window): void {
  target.addEventListener(
    "unhandledrejection",
    (event) => {
      if (event.reason !== undefined) return
      event.preventDefault()
      event.stopImmediatePropagation()
    },
    { capture: true },
  )
}
