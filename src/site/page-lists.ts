// Where a page stands among the others: the pages above it, for its breadcrumb trail.
import { ancestorPaths } from "../vocabulary/addresses"

/** The pages a page stands under, outermost first (/case-studies for /case-studies/orthopaedic-practice), the landing page left out. */
export const ancestorsOf = <T extends { path: string }>(path: string, pages: readonly T[]): T[] =>
  ancestorPaths(path).flatMap((address) => pages.filter((page) => page.path === address))
