import { parse } from "yaml";

export interface DocFrontMatter {
  title: string;
  description?: string;
  keywords?: string[];
  sidebar_position?: number;
  sidebar_label?: string;
  status?: "stable" | "deprecated";
  implementations?: string[];
}

/** Parses a YAML text; an error names the file (and, with `what`, the part of it). */
export function parseYaml(text: string, file: string, what = ""): unknown {
  try {
    return parse(text);
  } catch (error) {
    throw new Error(`${file}: ${what}not valid YAML: ${(error as Error).message}`);
  }
}

/**
 * Checks a doc's front matter as gatsby-plugin-mdx parsed it; errors name the file. The title rule
 * is checked for every page where its fields are made (src/node/mdxFields.ts), so not again here.
 */
export function checkDocFrontMatter(data: Record<string, unknown>, file: string): DocFrontMatter {
  if (
    data.sidebar_position !== undefined &&
    data.sidebar_position !== null &&
    typeof data.sidebar_position !== "number"
  ) {
    throw new Error(`${file}: sidebar_position must be a number`);
  }
  if (data.keywords !== undefined && data.keywords !== null && !Array.isArray(data.keywords))
    throw new Error(`${file}: keywords must be a list`);
  if (data.status !== undefined && data.status !== null && data.status !== "stable" && data.status !== "deprecated") {
    throw new Error(`${file}: status must be "stable" or "deprecated", got "${String(data.status)}"`);
  }
  return data as unknown as DocFrontMatter;
}
