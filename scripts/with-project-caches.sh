#!/usr/bin/env bash
# Runs a command (or, sourced, sets up the shell) with the tools' own caches in
# node_modules/.cache (which npm install makes and git clean removes), not in the system's
# temporary directory, where each would be made anew on every fresh machine and left there:
# Playwright's transform cache, v8-compile-cache (ts-node, which reads jest.config.ts, and
# ESLint) and Node's own compile cache (Node 22 and later, which npm turns on). Jest's is set
# in jest.config.ts.
caches="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/node_modules/.cache"
export PLAYWRIGHT_TRANSFORM_CACHE_DIR="${PLAYWRIGHT_TRANSFORM_CACHE_DIR:-$caches/playwright-transform}"
export V8_COMPILE_CACHE_CACHE_DIR="${V8_COMPILE_CACHE_CACHE_DIR:-$caches/v8-compile-cache}"
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$caches/node-compile-cache}"
# Run, it runs the command; sourced, the arguments are the sourcing script's own, not a command.
if [ "${BASH_SOURCE[0]}" = "$0" ] && [ $# -gt 0 ]; then exec "$@"; fi
