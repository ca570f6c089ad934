import type { GatsbyNode } from "gatsby";
import { finishSite } from "./postBuild";

// The last plugin of gatsby-config.ts, so its onPostBuild sees what the others wrote (the sitemap,
// the blog's feeds) before the link check.
export const onPostBuild: GatsbyNode["onPostBuild"] = finishSite;
