#!/usr/bin/env bash
# Makes sure the browser tests' engines are there, as Debian packages them, installing what is
# missing when it can: Chromium and its headless shell, Firefox ESR (Gecko), WebKitWebDriver with MiniBrowser (WebKit)
# and the GStreamer plugins it plays video with, Xvfb, the display Firefox and MiniBrowser
# run headed on, and Java for the HTML checker. No browser is downloaded from anywhere else.
set -euo pipefail
# Chromium's paths as the browser tests read them (e2e/browser.ts).
chromium() { node -p "require('$(cd "$(dirname "$0")" && pwd)/chromium.json').$1"; }
default_chromium=$(chromium defaultPath)
CHROMIUM_PATH="${CHROMIUM_PATH:-$default_chromium}"
# Chromium's headless shell, for the tests that need no PDF viewer; another Chromium named serves for both.
CHROMIUM_SHELL_PATH="${CHROMIUM_SHELL_PATH:-$([ "$CHROMIUM_PATH" = "$default_chromium" ] && chromium shellPath || echo "$CHROMIUM_PATH")}"
FIREFOX_PATH="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
WEBKIT_DRIVER_PATH="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
MINIBROWSER_PATH="${MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}"
GSTREAMER_PLUGINS="${GSTREAMER_PLUGINS:-/usr/lib/x86_64-linux-gnu/gstreamer-1.0}"

# Each engine's program, the variable that names another, and the Debian package that has it.
wanted=(
  "$CHROMIUM_PATH CHROMIUM_PATH chromium"
  "$CHROMIUM_SHELL_PATH CHROMIUM_SHELL_PATH chromium-headless-shell"
  "$FIREFOX_PATH FIREFOX_PATH firefox-esr"
  "$WEBKIT_DRIVER_PATH WEBKIT_DRIVER_PATH webkit2gtk-driver"
  "$MINIBROWSER_PATH MINIBROWSER_PATH webkit2gtk-driver"
  "$(command -v Xvfb || echo /usr/bin/Xvfb) - xvfb"
  # GStreamer's decoders and MP4 reader, which WebKit plays a page's H.264 and AAC video with.
  "$GSTREAMER_PLUGINS/libgstlibav.so - gstreamer1.0-libav"
  "$GSTREAMER_PLUGINS/libgstisomp4.so - gstreamer1.0-plugins-good"
  # Java, which the Nu HTML Checker (vnu-jar) runs on (e2e/html-validity.spec.ts).
  "$(command -v java || echo /usr/bin/java) - default-jre-headless"
)
# A program is there when it runs; a plugin when its file is.
present() { case "$1" in *.so) [ -e "$1" ] ;; *) [ -x "$1" ] ;; esac }
missing() { for entry in "${wanted[@]}"; do set -- $entry; present "$1" || echo "$3"; done | sort -u; }

packages=$(missing)
if [ -n "$packages" ]; then
  sudo=""
  [ "$(id -u)" = 0 ] || { command -v sudo >/dev/null && sudo="sudo"; }
  if command -v apt-get >/dev/null && { [ "$(id -u)" = 0 ] || [ -n "$sudo" ]; }; then
    echo "Installing Debian's $(echo $packages) for the browser tests..."
    $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
  fi
fi
status=0
for entry in "${wanted[@]}"; do
  set -- $entry
  if ! present "$1"; then
    echo "No $1: install Debian's $3 package${2:+ or set $2}." | sed 's/ or set -//' >&2
    status=1
  fi
done
exit $status
