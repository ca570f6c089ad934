import variablesData from "../../../content/release/variables.json";
import graphicsData from "../../../content/release/graphics.json";
import type { ReleaseGraphics, ReleaseVariables } from "../../types/release";

/**
 * The synced values of the release the site documents (content/release/, written by the sync), for
 * the components that show them (src/article/mdx/ReleaseValues.tsx) and the search index that
 * indexes what they show. Bundled into the server render and the build, never into the browser.
 */
export const releaseVariables = variablesData as ReleaseVariables;
export const releaseGraphics = graphicsData as ReleaseGraphics;
