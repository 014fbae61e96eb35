#!/usr/bin/env bash
# Every test: types, unit tests, a fresh production build, then the browser tests against it.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
bash scripts/ensure-chromium.sh
npx tsc --noEmit
npx jest
npx gatsby clean >/dev/null
npx gatsby build
# The build writes the page queries' types (src/gatsby-types.d.ts). Checked in, they must be
# what the queries make: in CI a difference fails; elsewhere the new types are checked again.
if ! git diff --quiet -- src/gatsby-types.d.ts 2>/dev/null; then
  if [ -n "${CI:-}" ]; then
    echo "src/gatsby-types.d.ts is out of date with the page queries: run a build and commit it." >&2
    exit 1
  fi
  npx tsc --noEmit
fi
npx playwright test
