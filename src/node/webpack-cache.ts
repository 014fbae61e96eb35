// Production builds run without webpack's persistent cache. Every build that matters is cold
// (Netlify keeps no .cache between deploys without a plugin; CI and tests start clean), and
// on a cold build the cache only costs: webpack resolves the whole tree of requires behind
// every loader and config file to snapshot them (eight seconds here), then writes the cache
// out (four more). The develop server keeps it, for fast restarts.
import type { GatsbyNode } from "gatsby"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage }) => {
  if (stage === "build-javascript" || stage === "build-html") actions.replaceWebpackConfig({ ...getConfig(), cache: false })
}
