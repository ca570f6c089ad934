// Stands in for browser files of Gatsby that cannot run on this site; see onCreateWebpackConfig in gatsby-node.ts.
