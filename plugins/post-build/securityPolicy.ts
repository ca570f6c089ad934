import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { frameUrl, IMPLEMENTATIONS } from "../../src/lib/playground";
import { attributeOf, elementsOf, innerSource, parseHtml, withEdits, type Edit, type HtmlPage } from "./html";
import { escapeHtml } from "../../src/lib/escapeHtml";

/**
 * The Content-Security-Policy of the built site (docs/operators.md, "Security headers"). Every page gets its
 * own policy, because Gatsby's inline scripts differ per page: scripts and styles from the site
 * itself plus the SHA-256 hashes of the page's inline scripts and `<style>` blocks, data from the
 * versions site, and frames from the playground. It goes into the page as a meta element and into
 * `public/_headers` for the host; scripts/serve.ts sends that file's headers.
 */

/** Other origins the pages talk to; the site's own origin is always allowed. */
export interface PolicyOrigins {
  connect: string[];
  frames: string[];
  images: string[];
}

/** What one page needs beyond its origins: the hash sources of its inline scripts and styles. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** Sent for every file of the site, page or not. */
export const SHARED_HEADERS: Record<string, string> = {
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  "Permissions-Policy":
    "accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
};

/** `'sha256-…'` for an inline script or style, over its text exactly as it stands between the tags. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The hashes a page's inline code needs. Scripts with a `src` run as files ('self'); any other
 * script element, module or classic, needs its hash, over its text exactly as the file has it.
 * `<style>` inside `<noscript>` counts too: it applies when scripting is off. Takes the page's
 * HTML or the page parsed already.
 */
export function inlineHashes(html: string | HtmlPage): InlineHashes {
  const page = typeof html === "string" ? parseHtml(html, "page") : html;
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const element of elementsOf(page.document)) {
    if (element.tagName === "script" && attributeOf(element, "src") === undefined)
      scripts.push(hashSource(innerSource(page, element)));
    else if (element.tagName === "style") styles.push(hashSource(innerSource(page, element)));
  }
  return { scripts: unique(scripts), styles: unique(styles) };
}

/** The origin of an absolute http(s) address; undefined for an address on the site's own host. */
export function absoluteOrigin(address: string): string | undefined {
  return /^https?:\/\//i.test(address) ? new URL(address).origin : undefined;
}

/**
 * The origins from the site's addresses: the versions site (versions.json, src/lib/versions.ts)
 * and the playgrounds' story frames, when the frame setting points at another host
 * (`GATSBY_PLAYGROUND_FRAMES`; relative by default, then the frames are on the site's own origin),
 * and the CDN that serves the illustrations (`links.cdnFiles`). Every page allows them all: after a
 * navigation in the app, the first page's policy still holds.
 */
export function policyOrigins(
  links: { versionsSite: string; playgroundFrames: string; cdnFiles: string },
  version: string,
): PolicyOrigins {
  const frames = IMPLEMENTATIONS.map((implementation) =>
    frameUrl(links.playgroundFrames, { name: "x", variant: "x", implementation }, version),
  );
  const originsOf = (addresses: string[]) => unique(addresses.flatMap((address) => absoluteOrigin(address) ?? []));
  return { connect: originsOf([links.versionsSite]), frames: originsOf(frames), images: originsOf([links.cdnFiles]) };
}

/**
 * The policy string. `frame-ancestors` only in a header: browsers ignore it in a meta element and
 * say so in the console.
 */
export function contentSecurityPolicy(
  origins: PolicyOrigins,
  hashes: InlineHashes,
  delivery: "meta" | "header",
): string {
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...hashes.scripts],
    ["style-src", "'self'", ...hashes.styles],
    ["img-src", "'self'", ...origins.images],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...origins.connect],
    ["frame-src", "'self'", ...origins.frames],
    // The search worker is a script file of the site (src/search/client/searchClient.ts).
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ...(delivery === "header" ? [["frame-ancestors", "'self'"]] : []),
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

// Gatsby writes these two with style attributes, which the policy blocks; global.css has their rules.
const GATSBY_STYLED = new Set(["gatsby-focus-wrapper", "gatsby-announcer"]);

/**
 * One page under the policy: the meta element goes right after the charset, before every script
 * and stylesheet (a meta policy governs only what follows it), and Gatsby's style attributes go.
 * A page secured by an earlier build gets the new policy instead of a second one. The page is
 * edited where these stand in its text, so all else stays exactly as Gatsby wrote it.
 */
export function securePage(page: HtmlPage, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}"/>`;
  const edits: Edit[] = [];
  let charset: number | undefined;
  let head: number | undefined;
  for (const element of elementsOf(page.document)) {
    const location = element.sourceCodeLocation;
    if (!location) continue;
    if (element.tagName === "head") head ??= location.startTag?.endOffset;
    if (element.tagName === "meta" && attributeOf(element, "charset") !== undefined) charset ??= location.endOffset;
    if (element.tagName === "meta" && attributeOf(element, "http-equiv")?.toLowerCase() === "content-security-policy")
      edits.push({ start: location.startOffset, end: location.endOffset, text: "" });
    const style = location.attrs?.style;
    if (style && GATSBY_STYLED.has(attributeOf(element, "id") ?? "")) {
      // The attribute and the space before it, so the tag reads as if it never had one.
      let start = style.startOffset;
      while (" \t\n\r\f".includes(page.source[start - 1])) start -= 1;
      edits.push({ start, end: style.endOffset, text: "" });
    }
  }
  const at = charset ?? head;
  if (at === undefined) throw new Error(`${page.file}: the page has no <head>`);
  return withEdits(page, [...edits, { start: at, end: at, text: meta }]);
}

/** The address of a built HTML file under the base path: `intro/index.html` → `/master/intro/`. */
export function pageAddress(file: string, base: string): string {
  return `${base}${file.replace(/(^|\/)index\.html$/, "$1")}`;
}

/**
 * `_headers` in the format of Netlify and Cloudflare Pages: a path, then its headers indented.
 * The shared headers hold for everything under the base path; each page adds its own policy.
 */
export function headersFile(base: string, pages: Array<{ address: string; policy: string }>): string {
  const block = (address: string, headers: Record<string, string>) =>
    [address, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return (
    [
      block(`${base}*`, SHARED_HEADERS),
      ...pages.map(({ address, policy }) => block(address, { "Content-Security-Policy": policy })),
    ].join("\n") + "\n"
  );
}

/** Puts the policy into one built page, read from publicDir; returns what `_headers` says of it. */
export function secureBuiltPage(
  publicDir: string,
  page: HtmlPage,
  base: string,
  origins: PolicyOrigins,
): { address: string; policy: string } {
  const hashes = inlineHashes(page);
  writeFileSync(path.join(publicDir, page.file), securePage(page, contentSecurityPolicy(origins, hashes, "meta")));
  return { address: pageAddress(page.file, base), policy: contentSecurityPolicy(origins, hashes, "header") };
}

/** Writes `_headers` for the pages secured. */
export function writeHeadersFile(publicDir: string, base: string, pages: Array<{ address: string; policy: string }>) {
  writeFileSync(path.join(publicDir, "_headers"), headersFile(base, pages));
}
