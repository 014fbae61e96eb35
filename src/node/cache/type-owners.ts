// Gatsby's cache records which plugin made each type of node, and when the plugins change it forgets
// the rest of the cache but not that record (its state of type owners has no case for a deleted
// cache). So the first build from a cache made while a plugin the site no longer loads made a type
// that the site now makes itself (SiteJson, once gatsby-transformer-json's) stopped with "a node of
// a type owned by another plugin", and on Netlify, whose failed builds keep no cache, every build
// after it too. Before any node is made, a type whose recorded maker is no loaded plugin is forgotten.
import type { Reporter } from "gatsby"

type TypeOwners = { pluginsToTypes: Map<string, Set<string>>; typesToPlugins: Map<string, string> }

/** Forgets, in `owners`, each type whose recorded owner is not among `loaded`; returns those types. */
export function forgetGoneOwners(owners: TypeOwners, loaded: ReadonlySet<string>): string[] {
  const gone = [...owners.typesToPlugins].filter(([, plugin]) => !loaded.has(plugin))
  for (const [type, plugin] of gone) {
    owners.typesToPlugins.delete(type)
    const types = owners.pluginsToTypes.get(plugin)
    types?.delete(type)
    if (types?.size === 0) owners.pluginsToTypes.delete(plugin)
  }
  return gone.map(([type]) => type)
}

/** Forgets the owners of types recorded for plugins this build does not load, and says which. */
export async function forgetGoneTypeOwners(reporter: Reporter): Promise<void> {
  // Gatsby's own state, read where it runs (its store loads the node cache's native modules).
  const { store } = await import("gatsby/dist/redux")
  const { typeOwners, flattenedPlugins } = store.getState()
  const gone = forgetGoneOwners(typeOwners, new Set(flattenedPlugins.map(({ name }) => name)))
  if (gone.length)
    reporter.info(`The cache kept ${gone.join(", ")} as made by a plugin this build does not load: the site makes ${gone.length === 1 ? "it" : "them"} now.`)
}
