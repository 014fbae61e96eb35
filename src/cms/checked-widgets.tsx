// Decap's widgets, each told where its field is in the entry ("sections[3].items[1].price"), so
// that a problem the build would find is shown beside its field as the writer leaves it, and
// before a save: Decap's own checks (a required field, a pattern) first, then the site's.
import React from "react"
import type { Problem } from "../vocabulary/problems"
import { focusPath, type EditedEntry } from "./entry-problems"

type Immutable = { get(key: string): unknown; toJS(): Record<string, unknown> }
type FieldError = { type: string; parentIds: readonly string[]; message: string }
type ControlProps = {
  field: Immutable
  forID: string
  value: unknown
  parentIds?: readonly string[]
  collection: Immutable
  getEntry(): Immutable
  editorControl: React.ElementType
  setInactiveStyle(): void
  validate(): void
  onValidateObject?(id: string, errors: FieldError[]): void
  classNameWrapper?: string
  hasActiveStyle?: boolean
}
// What Decap calls on a control it holds by its ref.
type Control = {
  isValid?(): unknown
  validate?(): void
  validateSize?(): FieldError[]
  focus?(path: string): void
  shouldComponentUpdate?(next: ControlProps): boolean
  getValidateValue?(): unknown
  state?: { keys?: string[] }
}
type InnerControl = React.ComponentType<ControlProps & React.RefAttributes<Control>>
type Widget = { name: string; controlComponent: InnerControl } & Record<string, unknown>

// Where the fields below stand: a field's own path (from the control that places it), or a
// list's, whose items are told apart by the keys Decap gives them.
type Place = { field?: Immutable; path: string; list?: { id: string; indexOf(key: string): number; single: boolean } }
const PlaceContext = React.createContext<Place | undefined>(undefined)

/** The entry's problems, with their fields' paths, given the files uploaded in it not yet saved; none until the editor starts. */
let problemsOf: (entry: EditedEntry) => Problem[] = () => []
export const checkFieldsWith = (check: typeof problemsOf) => {
  problemsOf = check
}

// The controls on the page by their field's path, so a problem's link can take the writer there.
const controls = new Map<string, Checked>()
// The controls that show a problem of the site's: a change to another field may end it (an emptied
// Last day's with Then emptied too), so each is checked again as the writer leaves any field.
const showing = new Set<Checked>()
/** Opens the editor's form at the field of `field` ("sections[3].items[1].price") and focuses it. */
export function focusField(field: string): void {
  const [top, rest] = focusPath(field)
  controls.get(top)?.focus(rest)
}

// Renders Decap's EditorControl for a field of an object or a list item, naming the field's path.
function PlacedControl(props: { field: Immutable; parentIds?: readonly string[]; editorControl?: React.ElementType } & Record<string, unknown>) {
  const parent = React.useContext(PlaceContext)
  const Real = React.useContext(RealControl)
  const name = String(props.field.get("name"))
  let path = `${parent?.path ?? ""}.${name}`
  if (parent?.list) {
    const ids = props.parentIds ?? []
    const index = parent.list.indexOf(ids[ids.lastIndexOf(parent.list.id) + 1] ?? "")
    path = parent.list.single ? `${parent.path}[${index}]` : `${parent.path}[${index}].${name}`
  }
  return (
    <PlaceContext.Provider value={{ field: props.field, path: path.replace(/^\./, "") }}>
      <Real {...props} />
    </PlaceContext.Provider>
  )
}
const RealControl = React.createContext<React.ElementType>("div")

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (typeof (value as { size?: number })?.size === "number" && (value as { size: number }).size === 0)

class Checked extends React.Component<ControlProps> {
  // The widget's own control, which a subclass names (checkedWidget).
  Inner: InnerControl = () => null
  static override contextType = PlaceContext
  declare context: Place | undefined
  inner: Control | null = null

  // Its path in the entry: as placed by its object or list, or, for a field of the entry itself, its name.
  get path(): string | undefined {
    const place = this.context
    if (!place) return String(this.props.field.get("name"))
    return place.field === this.props.field ? place.path : undefined
  }

  override componentDidMount() {
    const path = this.path
    if (path && !path.includes(".") && !path.includes("[")) controls.set(path, this)
  }
  override componentWillUnmount() {
    for (const [path, control] of controls) if (control === this) controls.delete(path)
    showing.delete(this)
  }

  // The first of the site's problems at this field, unless Decap's own checks already say what is wrong.
  siteError(): FieldError | undefined {
    const path = this.path
    if (path === undefined) return undefined
    const { field, collection, getEntry, parentIds = [] } = this.props
    const value = this.inner?.getValidateValue?.() ?? this.props.value
    const pattern = field.get("pattern") as { first(): string } | undefined
    if (isEmpty(value) && field.get("required") !== false && field.get("widget") !== "list") return undefined
    if (pattern && !isEmpty(value) && typeof value === "string" && !new RegExp(pattern.first()).test(value)) return undefined
    const entry = getEntry()
    const file = entry.get("newRecord") ? undefined : (entry.get("path") as string | undefined)
    const data = (entry.get("data") as Immutable | undefined)?.toJS() ?? {}
    const uploads = ((entry.get("mediaFiles") as { toJS(): Array<{ path?: string; draft?: boolean }> } | undefined)?.toJS() ?? []).flatMap(({ path, draft }) =>
      draft && path ? [{ path }] : [],
    )
    const problem = problemsOf({ collection: String(collection.get("name")), file, data, uploads }).find((problem) => problem.field === path)
    return problem && { type: "CUSTOM", parentIds, message: problem.message }
  }

  isValid = (): unknown => {
    const own = this.inner?.isValid?.() ?? true
    if (own !== true && !(own && typeof own === "object" && (own as { error?: unknown }).error === false)) return own
    const error = this.siteError()
    if (error) showing.add(this)
    else showing.delete(this)
    return error ? { error } : true
  }

  // A list or an object checks its items' fields, then itself; a field of its own is checked by Decap's Widget.
  get validate(): (() => void) | undefined {
    if (!this.inner?.validate) return undefined
    return () => {
      this.inner?.validate?.()
      const error = this.siteError()
      if (error) this.props.onValidateObject?.(this.props.forID, [...(this.inner?.validateSize?.() ?? []), error])
    }
  }

  focus(path: string) {
    if (this.inner?.focus) return this.inner.focus(path)
    document.getElementById(this.props.forID)?.focus()
  }

  getValidateValue = () => this.inner?.getValidateValue?.()

  override shouldComponentUpdate(next: ControlProps): boolean {
    if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate.call(this.inner, next)
    const now = this.props
    return now.value !== next.value || now.classNameWrapper !== next.classNameWrapper || now.hasActiveStyle !== next.hasActiveStyle
  }

  keep = (inner: Control | null) => {
    this.inner = inner
  }

  // Leaving a field checks it, whatever it holds.
  leave = () => {
    this.props.setInactiveStyle()
    this.props.validate()
    for (const control of [...showing]) if (control !== this) control.props.validate()
  }

  override render() {
    const { Inner, props, keep } = this
    const path = this.path
    const list = props.field.get("widget") === "list"
    const control = <Inner {...props} ref={keep} setInactiveStyle={this.leave} editorControl={PlacedControl} />
    if (path === undefined) return <Inner {...props} ref={keep} />
    const place: Place = list
      ? { path, list: { id: props.forID, indexOf: (key) => this.inner?.state?.keys?.indexOf(key) ?? -1, single: Boolean(props.field.get("field")) } }
      : { path }
    return (
      <RealControl.Provider value={this.props.editorControl}>
        <PlaceContext.Provider value={place}>{control}</PlaceContext.Provider>
      </RealControl.Provider>
    )
  }
}

/** `widget`, its control checked by the site's checks. */
export function checkedWidget(widget: Widget): Widget {
  const control = widget.controlComponent
  return {
    ...widget,
    controlComponent: class extends Checked {
      override Inner = control
    } as unknown as InnerControl,
  }
}
