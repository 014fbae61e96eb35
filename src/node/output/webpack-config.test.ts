/** @jest-environment node */
import TerserPlugin from "terser-webpack-plugin"
import { onCreateWebpackConfig } from "./webpack-config"

// Gatsby's production configuration, as far as this hook reads it: Terser and a CSS minimizer.
const cssMinimizer = { name: "css" }
const gatsbyConfig = () => ({ mode: "production", optimization: { minimizer: [new TerserPlugin(), cssMinimizer] } })

function configFor(stage: string) {
  const replaceWebpackConfig = jest.fn()
  const hook = onCreateWebpackConfig as (args: unknown) => void
  hook({ stage, getConfig: gatsbyConfig, actions: { replaceWebpackConfig } })
  return replaceWebpackConfig.mock.calls[0]?.[0]
}

test("production scripts are minified by SWC through the same plugin; the CSS minimizer stays", () => {
  const config = configFor("build-javascript")
  const [scripts, css] = config.optimization.minimizer
  expect(scripts).toBeInstanceOf(TerserPlugin)
  expect(scripts.options.minimizer.implementation).toBe(TerserPlugin.swcMinify)
  expect(css).toBe(cssMinimizer)
  expect(config).toMatchObject({ cache: false, devtool: false })
})

test("the server renderer's build drops the cache and source maps; develop is left as Gatsby sets it", () => {
  expect(configFor("build-html")).toMatchObject({ cache: false, devtool: false })
  expect(configFor("develop")).toBeUndefined()
})
