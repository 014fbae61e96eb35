// Gatsby's Link inside the editor's bundle, which has no Gatsby router: previews show links
// as plain anchors, as the built HTML does before its scripts start.
import React from "react"

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }

export function Link({ to, activeClassName: _active, partiallyActive: _partially, ...rest }: LinkProps) {
  return <a {...rest} href={to} />
}
