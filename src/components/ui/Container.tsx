// The max-width column every section sits in.
import React from "react"

export function Container({ id, className = "", children }: { id?: string; className?: string; children: React.ReactNode }) {
  return (
    <div id={id} className={`mx-auto w-full max-w-6xl px-5 sm:px-8 ${className}`}>
      {children}
    </div>
  )
}
