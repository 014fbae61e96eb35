#!/usr/bin/env bash
# Runs a command with the tools' own caches in node_modules/.cache (which npm install makes and
# git clean removes), not in the system's temporary directory, where each would be made anew on
# every fresh machine and left there: Playwright's transform cache, and v8-compile-cache (ts-node,
# which reads jest.config.ts, and ESLint). Jest's is set in jest.config.ts.
set -euo pipefail
caches="$(cd "$(dirname "$0")/.." && pwd)/node_modules/.cache"
export PLAYWRIGHT_TRANSFORM_CACHE_DIR="${PLAYWRIGHT_TRANSFORM_CACHE_DIR:-$caches/playwright-transform}"
export V8_COMPILE_CACHE_CACHE_DIR="${V8_COMPILE_CACHE_CACHE_DIR:-$caches/v8-compile-cache}"
exec "$@"
