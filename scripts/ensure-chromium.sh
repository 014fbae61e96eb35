#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the browser tests, installing it when it can.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
elif command -v apt-get >/dev/null && command -v sudo >/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "No Chromium at $CHROMIUM_PATH: install Debian's chromium package or set CHROMIUM_PATH." >&2
  exit 1
fi
