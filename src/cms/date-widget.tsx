// The editor's one date field, for every date: the day as the files hold it, YYYY-MM-DD, typed or
// set to today in the site's time zone. Decap's own picker showed the browser's format
// (mm/dd/yyyy) and a "Now" in UTC.
import React from "react"
import { DEFAULT_TIME_ZONE, dayIn } from "../vocabulary/announcement"

export const DATE_WIDGET = "site-date"

type Props = {
  forID: string
  value?: unknown
  field: { get(key: string): unknown }
  onChange(value: string): void
  classNameWrapper: string
  setActiveStyle(): void
  setInactiveStyle(): void
}

class DateControl extends React.Component<Props> {
  override render() {
    const { forID, value, field, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
    const zone = String(field.get("zone") ?? DEFAULT_TIME_ZONE)
    return (
      <div className={classNameWrapper} style={{ display: "flex", alignItems: "center", gap: "0.75rem" }}>
        <input
          id={forID}
          type="text"
          inputMode="numeric"
          placeholder="YYYY-MM-DD"
          maxLength={10}
          autoComplete="off"
          spellCheck={false}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.target.value.trim())}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          style={{ flex: "1 1 auto", minWidth: 0, border: 0, padding: 0, font: "inherit", color: "inherit", background: "transparent", outline: "none" }}
        />
        <button
          type="button"
          title={`Today's date in the site's time zone, ${zone}`}
          onClick={() => onChange(dayIn(zone, new Date()))}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          style={{
            flex: "none",
            border: "1px solid currentColor",
            borderRadius: 4,
            padding: "2px 10px",
            font: "inherit",
            fontSize: 13,
            background: "transparent",
            cursor: "pointer",
          }}
        >
          Today
        </button>
      </div>
    )
  }
}

const DatePreview = ({ value }: { value?: unknown }) => <span>{typeof value === "string" ? value : ""}</span>

export const dateWidget = { name: DATE_WIDGET, controlComponent: DateControl, previewComponent: DatePreview }
