import { forgetGoneOwners } from "./type-owners"

// The record a cache made while gatsby-transformer-json made SiteJson holds, with the site's own types and Gatsby's.
const cached = () => ({
  typesToPlugins: new Map([
    ["SiteJson", "gatsby-transformer-json"],
    ["ContentPage", "default-site-plugin"],
    ["SitePage", "internal-data-bridge"],
  ]),
  pluginsToTypes: new Map([
    ["gatsby-transformer-json", new Set(["SiteJson"])],
    ["default-site-plugin", new Set(["ContentPage"])],
    ["internal-data-bridge", new Set(["SitePage"])],
  ]),
})

test("a type recorded as made by a plugin no longer loaded is forgotten, and the types of loaded plugins are kept", () => {
  const owners = cached()
  expect(forgetGoneOwners(owners, new Set(["default-site-plugin", "internal-data-bridge", "gatsby-source-filesystem"]))).toEqual(["SiteJson"])
  expect([...owners.typesToPlugins]).toEqual([
    ["ContentPage", "default-site-plugin"],
    ["SitePage", "internal-data-bridge"],
  ])
  expect([...owners.pluginsToTypes.keys()]).toEqual(["default-site-plugin", "internal-data-bridge"])
})

test("with every recorded plugin loaded, nothing is forgotten", () => {
  const owners = cached()
  expect(forgetGoneOwners(owners, new Set(["gatsby-transformer-json", "default-site-plugin", "internal-data-bridge"]))).toEqual([])
  expect(owners).toEqual(cached())
})
