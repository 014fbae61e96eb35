#!/usr/bin/env bash
# Every test: the deploy command as Netlify runs it (a fresh production build, with types and
# unit tests beside it) with no browser to be found, the integration tests beside it (they build copies of the
# site, not this one, and fill the core the deploy command leaves idle), then the browser tests
# against that build. At the end, neither the system's temporary directory nor /tmp (which
# some programs use whatever TMPDIR says) may hold anything new, on a machine that has never
# run the tests as on one that has: the tools keep their caches in node_modules/.cache.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
source scripts/with-project-caches.sh
# A lock file the install rewrote, for a package.json that did not change, is one a fresh clone
# would rewrite too: the lock file to commit is the one npm writes.
if ! git diff --quiet -- package-lock.json 2>/dev/null && git diff --quiet -- package.json 2>/dev/null; then
  echo "npm install changed package-lock.json, though package.json did not change: commit the lock file npm wrote." >&2
  exit 1
fi

# Lint and formatting first: a second, and the rest need not run on a tree that fails them.
npx biome ci .
# Then the layers: which folder of src/ may import which, and no import circle (.dependency-cruiser.mjs).
npm run --silent layers
system_temporaries=$(printf '%s\n' "${TMPDIR:-/tmp}" /tmp | sed 's:/*$::' | sort -u)
source scripts/tool-temporaries.sh
# shellcheck disable=SC2086 # one directory a word
listing() { tool_temporaries $system_temporaries; }
temporaries_before=$(listing)
# Every program of the run keeps its temporary files in a folder of the run's, which must be
# empty at the end: each Gatsby runs through scripts/gatsby.mjs, which removes its workers' folders.
# Short names: Chromium makes its singleton socket two folders below the browsers' TMPDIR, and a
# socket's path may not be longer than 107 bytes.
run_temporary=$(mktemp -d "${TMPDIR:-/tmp}/test-run.XXXXXX")
export TMPDIR=$run_temporary
trap 'rm -rf "$run_temporary"' EXIT
# The fixture sites that tests only read are built once, by the first test that reads each, and
# shared by the integration and the browser tests (src/test/shared-sites.ts).
export TEST_SITES=$run_temporary/sites
npx gatsby clean >/dev/null

integration_log=$(mktemp)
# A process group of its own (job control), so that a failed deploy stops the builds it started too.
set -m
# Two workers: the integration tests are the run's longest path (171 s on one worker, 145 s on two,
# warm), and the second core is idle once the deploy command ends.
npm run test:integration -- --maxWorkers=2 >"$integration_log" 2>&1 &
integration=$!
set +m
trap 'kill -- -$integration 2>/dev/null || true; rm -rf "$run_temporary"' EXIT

# The browsers are wanted only once the deploy and the integration tests are done: a first run
# installs them (apt-get, mostly download) beside those.
browsers_log=$(mktemp)
bash scripts/ensure-browsers.sh >"$browsers_log" 2>&1 &
browsers=$!
trap 'kill -- -$integration 2>/dev/null || true; kill $browsers 2>/dev/null || true; rm -rf "$run_temporary"' EXIT

deploy_command=$(sed -n 's/^ *command = "\(.*\)"$/\1/p' netlify.toml)
start=$(date +%s)
build_log=$run_temporary/build.log
CHROMIUM_PATH=/nonexistent/chromium BUILD_LOG=$build_log bash -c "$deploy_command"
echo "The deploy command passed with no browser in $(( $(date +%s) - start )) s: $deploy_command"
# The site's own build prints no warning: each is a fault to mend where it comes from.
node scripts/check-build-warnings.mjs "$build_log"
rm -f "$build_log"
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
browsers_status=0
wait $browsers || browsers_status=$?
cat "$browsers_log"
rm -f "$browsers_log"
[ "$browsers_status" = 0 ] || exit "$browsers_status"
npm run test:e2e
rm -rf "$TEST_SITES"

left=$(ls -A "$run_temporary")
if [ -n "$left" ]; then
  printf 'The tests left these in their temporary directory (a test must remove every folder it makes):\n%s\n' "$left" >&2
  exit 1
fi
rm -rf "$run_temporary"
left=$(comm -13 <(echo "$temporaries_before") <(listing) || true)
if [ -n "$left" ]; then
  printf "The run left these in the system's temporary directory (a tool's cache belongs in node_modules/.cache):\n%s\n" "$left" >&2
  exit 1
fi
echo "The tests left nothing in $(echo $system_temporaries)."
