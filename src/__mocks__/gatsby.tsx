// Gatsby's runtime stand-ins for unit tests: Link is a plain anchor, graphql is inert.
import React from "react"

const gatsby = jest.requireActual("gatsby")

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(({ to, activeClassName: _a, partiallyActive: _p, ...rest }: LinkProps) => React.createElement("a", { ...rest, href: to })),
  useStaticQuery: jest.fn(),
}
