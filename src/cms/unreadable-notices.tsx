// The files the editor cannot read (malformed YAML or JSON), shown where a writer looks for them:
// above their collection's list, each named with why in the build's words, and in place of the form
// of one opened, which is never shown: saving it would replace the file with an empty entry.
// Decap's own parts are found by their stable emotion target (decap-cms-core 3.19, as in
// ./editor-style.ts); a browser test holds it.
import React, { useEffect, useState, useSyncExternalStore } from "react"
import { createPortal } from "react-dom"
import { createRoot } from "react-dom/client"
import { NOTICE } from "./preview-problems"
import { type EntryPlaces, placeOf } from "./entry-places"

export type UnreadableFile = { file: string; message: string }

// The top of a collection's list, holding its name and description.
const COLLECTION_TOP = ".ei8nkzc4"

const STYLE = { ...NOTICE, padding: "0.75rem 1rem", margin: "1rem 0 0" }

const useHash = () =>
  useSyncExternalStore(
    (changed) => {
      window.addEventListener("hashchange", changed)
      return () => window.removeEventListener("hashchange", changed)
    },
    () => window.location.hash,
  )

// The element `selector` finds, as Decap draws and redraws it.
function useElement(selector: string, wanted: boolean): Element | null {
  const [element, setElement] = useState<Element | null>(null)
  useEffect(() => {
    if (!wanted) return setElement(null)
    const find = () => setElement(document.querySelector(selector))
    const observer = new MutationObserver(find)
    observer.observe(document.body, { childList: true, subtree: true })
    find()
    return () => observer.disconnect()
  }, [selector, wanted])
  return element
}

function Notices({ files, places }: { files: () => readonly UnreadableFile[]; places: EntryPlaces }) {
  const hash = useHash()
  const place = placeOf(hash, places)
  const folder = place && places[place.collection]?.folder
  const listed = place && !place.file && folder ? files().filter(({ file }) => file.startsWith(`${folder}/`)) : []
  const opened = place?.file ? files().find(({ file }) => file === place.file) : undefined
  const top = useElement(COLLECTION_TOP, listed.length > 0)
  if (opened)
    return (
      <div
        role="alertdialog"
        aria-labelledby="unreadable-heading"
        style={{ position: "fixed", inset: 0, zIndex: 1000, background: "#f8fafc", overflow: "auto", padding: "4rem 1.5rem" }}
      >
        <div style={{ ...STYLE, maxWidth: "44rem", margin: "0 auto", padding: "1.5rem" }}>
          <h1 id="unreadable-heading" style={{ fontSize: "1.25rem", fontWeight: 600, margin: 0 }}>
            The editor cannot read {opened.file}
          </h1>
          <p style={{ margin: "0.75rem 0 0", overflowWrap: "anywhere" }}>
            {opened.file}: {opened.message}
          </p>
          <p style={{ margin: "0.75rem 0 0" }}>
            So it shows no form for it: saving one would replace the file. Correct the file itself (in content/, or on GitHub); the editor reads it again once
            it is fixed.
          </p>
          <p style={{ margin: "1rem 0 0" }}>
            <a href={`#/collections/${place!.collection}`} style={{ color: "inherit", fontWeight: 600 }}>
              ← Back to the list
            </a>
          </p>
        </div>
      </div>
    )
  if (!top || !listed.length) return null
  return createPortal(
    <div role="alert" style={STYLE}>
      <p style={{ fontWeight: 600, margin: 0 }}>
        {listed.length === 1 ? "A file the editor cannot read" : `${listed.length} files the editor cannot read`} (each listed as “Cannot be read”):
      </p>
      <ul style={{ margin: "0.5rem 0 0", paddingLeft: "1.25rem", overflowWrap: "anywhere" }}>
        {listed.map(({ file, message }) => (
          <li key={file}>
            {file}: {message}
          </li>
        ))}
      </ul>
      <p style={{ margin: "0.5rem 0 0" }}>Correct each in the file itself (in content/, or on GitHub): the editor saves nothing over it.</p>
    </div>,
    top,
  )
}

/** Shows the unreadable `files()` in `document`, drawn again whenever `subscribe`'s listener is called. */
export function showUnreadableFiles(document: Document, files: () => readonly UnreadableFile[], places: EntryPlaces, subscribe: (changed: () => void) => void) {
  const host = document.body.appendChild(document.createElement("div"))
  const root = createRoot(host)
  const draw = () => root.render(<Notices files={files} places={places} />)
  subscribe(draw)
  draw()
}
