#!/usr/bin/env bash
# Every test: the deploy command as Netlify runs it (a fresh production build, with types and
# unit tests beside it) with no browser to be found, the integration tests beside it (they build copies of the
# site, not this one, and fill the core the deploy command leaves idle), then the browser tests
# against that build. At the end, the system's temporary directory must hold nothing new but
# what Gatsby's own workers leave there.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
bash scripts/ensure-browsers.sh
npx gatsby clean >/dev/null
temporary=${TMPDIR:-/tmp}
temporary_before=$(ls -A "$temporary" | sort)

integration_log=$(mktemp)
# A process group of its own (job control), so that a failed deploy stops the builds it started too.
set -m
npm run test:integration >"$integration_log" 2>&1 &
integration=$!
set +m
trap 'kill -- -$integration 2>/dev/null || true; rm -f "$integration_log"' EXIT

deploy_command=$(sed -n 's/^ *command = "\(.*\)"$/\1/p' netlify.toml)
start=$(date +%s)
CHROMIUM_PATH=/nonexistent/chromium bash -c "$deploy_command"
echo "The deploy command passed with no browser in $(( $(date +%s) - start )) s: $deploy_command"
# The build writes the page queries' types (src/gatsby-types.d.ts). Checked in, they must be
# what the queries make: in CI a difference fails; elsewhere the new types are checked again.
if ! git diff --quiet -- src/gatsby-types.d.ts 2>/dev/null; then
  if [ -n "${CI:-}" ]; then
    echo "src/gatsby-types.d.ts is out of date with the page queries: run a build and commit it." >&2
    exit 1
  fi
  npx tsc --noEmit
fi

integration_status=0
wait $integration || integration_status=$?
cat "$integration_log"
rm -f "$integration_log"
[ "$integration_status" = 0 ] || exit "$integration_status"
npx playwright test

left=$(comm -13 <(echo "$temporary_before") <(ls -A "$temporary" | sort) | grep -v '^gatsby-worker' || true)
if [ -n "$left" ]; then
  printf 'The tests left these in %s (a test must remove every folder it makes):\n%s\n' "$temporary" "$left" >&2
  exit 1
fi
echo "The tests left nothing of their own in $temporary."
