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
npx playwright test
