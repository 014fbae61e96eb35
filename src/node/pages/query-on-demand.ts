// The develop server runs every page's query when the content changes, not when the page is
// first asked for (Gatsby's "query on demand", which CI runs without too). On demand, a page a
// writer had just added was now and then never queried, and served no data until the server
// restarted; the likely cause is the 50 ms Gatsby allows before it queues the queries it has
// found (PAGE_QUERY_ENQUEUING_TIMEOUT, gatsbyjs/gatsby#26580), which a busy machine overruns.
// The site's few pages cost little to query. Gatsby sets the switch just before onPreInit and
// reads it each time it is used.
export function runQueriesOnChange() {
  delete process.env.GATSBY_QUERY_ON_DEMAND
}
