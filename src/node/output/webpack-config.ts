// Webpack for production builds:
// - No persistent cache. On a cold build it costs: webpack resolves the whole tree of
//   requires behind every loader and config file to snapshot them, then writes the cache
//   out; 6.5 s more here. A Netlify build from the cache kept by the last one saves 2.3 s
//   with it (13.0 s against 15.4 s), and CI and tests start clean. The develop server keeps
//   it, for fast restarts.
// - No source maps: no visitor loads them, no error service reads them, and making them took
//   a fifth of the bundling time.
// - Every script and stylesheet written, even where the last build's file has the same bytes
//   (webpack's compareBeforeEmit), so that a file of an earlier build is told apart by its age
//   and removed after the build (stale-files.ts).
// - Scripts minified by SWC in place of Terser: a third to a half of the bundling time less,
//   and smaller scripts (brotli, all of them: 114.4 KB against Terser's 115.1 KB).
import type { GatsbyNode } from "gatsby"
import TerserPlugin from "terser-webpack-plugin"

/** Gatsby's minimizers with its Terser replaced by SWC, run through the same plugin. */
export const withSwcMinifier = (minimizers: unknown[]) =>
  minimizers.map((minimizer) => (minimizer instanceof TerserPlugin ? new TerserPlugin({ minify: TerserPlugin.swcMinify, exclude: /\.min\.js/ }) : minimizer))

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage }) => {
  const config = getConfig()
  if (stage === "build-javascript") {
    config.optimization.minimizer = withSwcMinifier(config.optimization.minimizer)
    config.output = { ...config.output, compareBeforeEmit: false }
  }
  if (stage === "build-javascript" || stage === "build-html") actions.replaceWebpackConfig({ ...config, cache: false, devtool: false })
}
