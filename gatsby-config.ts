// Site configuration: content sources, transformers, images, CSS, sitemap, manifest and the
// adapter that keeps the build plain static files.
import tailwindcss from "@tailwindcss/postcss"
import type { GatsbyConfig } from "gatsby"
import { readSiteSettings } from "./src/node/pages/site-settings"
import path from "node:path"
import { formSuccessPaths } from "./src/site/content-dir"
import { isWorkingFile } from "./src/vocabulary/declared-files.mjs"
import { staticFilesAdapter } from "./src/node/headers/static-adapter"

// Gatsby's develop-time loading indicator fails React 19's hydration and covers every page
// with an error overlay; Gatsby reads this switch after loading this file.
process.env.GATSBY_QUERY_ON_DEMAND_LOADING_INDICATOR ??= "false"

// Checks all of content/ first: a mistake stops a build here with its file, field and line (the
// develop server goes on, and shows it: src/node/pages/content-nodes.ts).
const site = readSiteSettings()

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: site.siteUrl },
  trailingSlash: "never",
  // Typed page queries: src/gatsby-types.d.ts is written on every build and checked by tsc.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  adapter: staticFilesAdapter(),
  plugins: [
    // Each content file is read, checked and made a node by src/node/pages/content-nodes.ts: site.json is SiteJson.
    // The folders' guides and an editor's working files (about.md~), which the check skips too, are not sourced.
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content`, ignore: ["**/README.md", (file: string) => isWorkingFile(path.basename(file))] },
    },
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    // Tailwind CSS 4 through PostCSS, set here: a postcss.config.js would be read through jiti,
    // which leaves a cache in the system's temporary directory on every machine that builds.
    { resolve: "gatsby-plugin-postcss", options: { postCssPlugins: [tailwindcss()], postcssOptions: { config: false } } },
    {
      resolve: "gatsby-plugin-sitemap",
      // Earlier versions of legal documents (/privacy-policy/2026-10-01) and what changed in
      // them are for readers who look for them; search should find the current version.
      options: {
        // A form's thank-you page is for those who sent it.
        excludes: [
          "/404",
          "/404.html",
          "/dev-404-page",
          "/admin",
          "/admin/",
          // The site's search is for visitors; its results are no page of their own for search engines.
          "/search",
          "/*/????-??-??",
          "/*/????-??-??/changes",
          ...formSuccessPaths(`${__dirname}/content`),
        ],
        // In address order, so a build that kept Gatsby's cache writes the sitemap a clean build does.
        query: "{ site { siteMetadata { siteUrl } } allSitePage(sort: { path: ASC }) { nodes { path } } }",
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.productName,
        short_name: site.productName,
        description: site.description,
        start_url: "/",
        lang: "en",
        background_color: "#ffffff",
        theme_color: site.themeColor,
        // A marketing site opens from the home screen as a tab, with its address bar and back
        // button, not as a standalone app; browsers then fetch no install icon on each visit.
        display: "browser",
        icon: "static/icon.png",
        cache_busting_mode: "none",
        // Seo links the icons once, at the stable addresses crawlers ask for (/favicon.ico,
        // /icon.svg, /apple-touch-icon.png), so the plugin adds neither its own favicon link nor
        // its eight apple-touch-icon links to every page.
        include_favicon: false,
        legacy: false,
        // Browsers fetch the manifest without credentials unless told otherwise, and that takes
        // a second connection. The site sets no cookies, so the page's own connection carries it.
        crossOrigin: "use-credentials",
      },
    },
  ],
}

export default config
