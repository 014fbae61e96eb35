#!/usr/bin/env bash
# Netlify's build command: the production build, with the type check and the unit tests run
# beside it, as they need no build. A failure of any of the three fails the deploy, and each
# prints its own output. The type check starts first: it has read every file before the build
# rewrites the page queries' types (src/gatsby-types.d.ts), some ten seconds in.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run typecheck & types=$!
npm run test:unit & unit=$!
# BUILD_LOG names a file that keeps the build's output too: npm test reads its warnings there.
if [ -n "${BUILD_LOG:-}" ]; then npm run build 2>&1 | tee "$BUILD_LOG"; else npm run build; fi
build=$?
wait $types; types=$?
wait $unit; unit=$?
for step in "types:$types" "unit tests:$unit" "build:$build"; do
  [ "${step##*:}" = 0 ] || { echo "The deploy failed: ${step%:*} exited with ${step##*:}." >&2; failed=1; }
done
exit ${failed:-0}
