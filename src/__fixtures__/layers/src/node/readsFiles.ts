// Build-time code that imports site.config.ts by a relative path, and a file that imports it back.
import { siteConfig } from "../../site.config";
import { again } from "./again";
export const buildOnly = "build";
export const title = siteConfig.title + again;
