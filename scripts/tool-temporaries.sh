# The files and folders the run's own tools are known to make in a system temporary directory when
# their caches or sockets are not pointed elsewhere: Jest, jiti, Playwright's transform cache,
# v8-compile-cache, Node's compile cache, Xvfb's sockets and Gatsby's workers. Another run's own folder is not among them.
# The end-of-run check looks for these alone, so a file another program writes to /tmp while the
# tests run (an editor's swap file, a second run) never fails it.
TOOL_TEMPORARIES='^(jest_[^/]*|node-jiti|playwright-transform-cache-[^/]*|playwright-artifacts-[^/]*|v8-compile-cache-[^/]*|node-compile-cache|\.X11-unix|\.X[0-9]+-lock|gatsby-worker[^/]*)$'

# Those of the known names in each directory given, one full path a line, sorted.
tool_temporaries() {
  # grep finds none in a directory no tool has written to: that is no failure.
  for dir in "$@"; do ls -A "$dir" | { grep -E "$TOOL_TEMPORARIES" || true; } | sed "s:^:$dir/:"; done | sort
}
