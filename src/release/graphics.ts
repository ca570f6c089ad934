import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseFragment, type DefaultTreeAdapterTypes } from "parse5";
import { SyncInputError } from "./inputError";
import type { ReleaseGraphic } from "../types/release";

/** The illustrations of the dso-toolkit package: its illustrative icons and images. */
export const GRAPHICS_DIR = path.join("packages", "dso-toolkit", "assets", "graphics");
const PACKAGE = path.join("packages", "dso-toolkit", "package.json");

type Element = DefaultTreeAdapterTypes.Element;
const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is Element => "tagName" in node;

/**
 * An SVG file's drawing size, from its root element's `viewBox` (or, without one, its `width` and
 * `height`): what a page needs to reserve the image's space before it loads.
 */
export function svgSize(text: string, file: string): { width: number; height: number } {
  const root = parseFragment(text).childNodes.find(isElement);
  if (root?.tagName !== "svg") throw new SyncInputError(`${file}: expected an <svg> element`);
  const attribute = (name: string) => root.attrs.find((attr) => attr.name === name)?.value;
  const box = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [width, height] =
    box?.length === 4 ? box.slice(2) : [parseFloat(attribute("width") ?? ""), parseFloat(attribute("height") ?? "")];
  if (!(width > 0 && height > 0))
    throw new SyncInputError(`${file}: expected a viewBox or a width and height on the <svg> element`);
  return { width, height };
}

/**
 * Every SVG in the package's graphics folder, with its size. The folder must be published in the
 * npm package (`files` of its package.json), as the pages load the files from the CDN, which serves
 * the published package.
 */
export function readGraphics(dir: string): ReleaseGraphic[] {
  const folder = path.join(dir, GRAPHICS_DIR);
  if (!existsSync(folder)) throw new SyncInputError(`${folder}: missing (the illustrations)`);
  const published = (JSON.parse(readFileSync(path.join(dir, PACKAGE), "utf8")) as { files?: string[] }).files ?? [];
  if (!published.some((entry) => entry === "assets" || entry === "assets/graphics"))
    throw new SyncInputError(`${path.join(dir, PACKAGE)}: "files" does not publish assets/graphics`);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".svg"))
    .sort()
    .map((name) => ({
      file: name,
      ...svgSize(readFileSync(path.join(folder, name), "utf8"), path.join(folder, name)),
    }));
}
