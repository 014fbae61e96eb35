// Nodes for the legal documents' earlier revisions and for what changed between revisions, so
// their pages query them as the current documents' pages query theirs. Made after the content's
// nodes, as a revision's links lead where the day leads them (./archive-links.ts).
import type { GatsbyNode, Node, NodePluginArgs } from "gatsby"
import { getDataStore } from "gatsby/dist/datastore"
import { relinked, type LegalBlock } from "../../vocabulary/legal-text"
import { type ArchivedRevision, readLegalArchive } from "./legal-archive"
import { archiveLinksOfTheDay } from "./archive-links"

const REVISION = "LegalRevision"
type NodeArgs = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "getNodesByType" | "reporter">
// A revision's node keeps its blocks as written, from which each day's are made again.
type RevisionNode = ArchivedRevision & { written: LegalBlock[] }

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const { revisions, comparisons } = readLegalArchive(process.cwd(), args.reporter)
  for (const fields of comparisons) make(args, "LegalChanges", fields)
  await makeRevisions(
    args,
    revisions.map((revision) => ({ ...revision, written: revision.blocks })),
    true,
  )
}

/** In develop, after a content edit: each earlier version's links as the day now leads them. */
export async function relinkRevisions(args: NodeArgs): Promise<void> {
  const nodes = args.getNodesByType(REVISION) as unknown as Array<Node & RevisionNode>
  await makeRevisions(
    args,
    nodes.map(({ id, parent, children, internal, ...revision }) => revision),
    false,
  )
}

// The build's log names each link kept unlinked; develop's, remaking them on every edit, does not again.
async function makeRevisions(args: NodeArgs, revisions: RevisionNode[], tell: boolean) {
  // The day's nodes, just made, are read once the node store has written them.
  await getDataStore().ready()
  const leadOf = archiveLinksOfTheDay(args.getNodesByType)
  for (const revision of revisions) {
    const blocks = relinked(revision.written, (href) => {
      const lead = leadOf(href)
      if (lead === null && tell)
        args.reporter.info(`${revision.sourceFile}, as of ${revision.lastUpdated.iso}: "${href}" leads to no page today, so its words are kept unlinked`)
      return lead
    })
    make(args, REVISION, { ...revision, blocks })
  }
}

function make<F extends { path: string }>({ actions, createNodeId, createContentDigest }: NodeArgs, type: string, fields: F) {
  void actions.createNode({ ...fields, id: createNodeId(`${type} ${fields.path}`), internal: { type, contentDigest: createContentDigest(fields) } })
}
