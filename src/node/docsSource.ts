import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { readDocFrontMatter } from "./frontMatter";
import type { CategoryMeta, DocEntry } from "./sidebar";

/** Reads the docs tree: every .md/.mdx file's sidebar facts and every `_category_.yml`. */
export function scanDocs(root: string): { docs: DocEntry[]; categories: Record<string, CategoryMeta> } {
  const docs: DocEntry[] = [];
  const categories: Record<string, CategoryMeta> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      const relativePath = path.relative(root, full).split(path.sep).join("/");
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) docs.push(docEntry(relativePath, readFileSync(full, "utf8"), `content/docs/${relativePath}`));
      else if (entry.name === "_category_.yml") categories[path.dirname(relativePath)] = categoryMeta(readFileSync(full, "utf8"), `content/docs/${relativePath}`);
    }
  };
  walk(root);
  return { docs, categories };
}

export function docEntry(relativePath: string, source: string, file: string): DocEntry {
  const front = readDocFrontMatter(source, file);
  return { relativePath, title: front.title, sidebarPosition: front.sidebar_position, sidebarLabel: front.sidebar_label };
}

export function categoryMeta(source: string, file: string): CategoryMeta {
  let data: unknown;
  try {
    data = parse(source);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  if (!data || typeof data !== "object") throw new Error(`${file}: must be a mapping with label and position`);
  const { label, position, link } = data as Record<string, unknown>;
  if (label !== undefined && typeof label !== "string") throw new Error(`${file}: label must be text`);
  if (position !== undefined && typeof position !== "number") throw new Error(`${file}: position must be a number`);
  if (link !== undefined && typeof link !== "string") throw new Error(`${file}: link must be a route`);
  return { label, position, link } as CategoryMeta;
}
