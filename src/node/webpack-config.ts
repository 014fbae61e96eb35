// Webpack for production builds, set for what every build here is: cold. Netlify keeps no
// .cache between deploys without a plugin, and CI and tests start clean.
// - No persistent cache. On a cold build it only costs: webpack resolves the whole tree of
//   requires behind every loader and config file to snapshot them (eight seconds here), then
//   writes the cache out (four more). The develop server keeps it, for fast restarts.
// - No source maps: no visitor loads them, no error service reads them, and making them took
//   a fifth of the bundling time.
import type { GatsbyNode } from "gatsby"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage }) => {
  if (stage === "build-javascript" || stage === "build-html") actions.replaceWebpackConfig({ ...getConfig(), cache: false, devtool: false })
}
