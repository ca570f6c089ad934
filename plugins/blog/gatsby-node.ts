import type { GatsbyNode } from "gatsby";
import { createBlogPages, writeBlogFeeds } from "../../src/blog/build/createBlogPages";

// The blog's build code stays in src/blog/build, beside the modules the content model calls to make
// its nodes (docs/decisions/0036-features-as-local-gatsby-plugins.md).
export const createPages: GatsbyNode["createPages"] = createBlogPages;

// Before the post-build plugin's link check, which gatsby-config.ts lists after this plugin.
export const onPostBuild: GatsbyNode["onPostBuild"] = writeBlogFeeds;
