#!/usr/bin/env node
/**
 * Preview server for the built site, as a plain static host would serve it:
 * `/master/intro` answers with public/intro/index.html (no redirect), unknown
 * paths get public/404.html with status 404, and responses are gzipped when the
 * browser accepts it. Options: --port 9000 --host 127.0.0.1 --base /master/
 * (serve under another base, e.g. `/`, to see the wrong-base-path banner), and
 * --stories, which answers the playground's story frames (`/!storybook/…/iframe.html`, `/!react/…/iframe.html`,
 * `/!angular/…/iframe.html`) with a small stand-in story, so the live examples
 * work without a playground (the benchmark measures a page with working examples); without it they
 * answer 404 with a plain page. --playground DIR serves a real playground instead: the Storybooks
 * built from the design system's repository at DIR (storybook/www, packages/react/www,
 * angular-workspace/www) at the production paths, for the real-playground test (e2e/playground/).
 * Every response carries the headers that public/_headers gives its file (the build writes it:
 * each page's Content-Security-Policy and the shared security headers).
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce(
      (pairs, value, index, all) => (value.startsWith("--") ? [...pairs, [value.slice(2), all[index + 1]]] : pairs),
      [],
    ),
);
const root = path.resolve(args.root ?? "public");
const base = (args.base ?? "/master/").replace(/\/?$/, "/");
const port = Number(args.port ?? 9000);
const host = args.host ?? "127.0.0.1";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json",
  ".mjs": "text/javascript; charset=utf-8",
  ".ico": "image/x-icon",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ttf": "font/ttf",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".xml", ".svg", ".txt", ".map", ".webmanifest"]);

function fileFor(urlPath) {
  if (!urlPath.startsWith(base) && urlPath !== base.slice(0, -1)) return undefined;
  let segments;
  try {
    segments = urlPath.slice(base.length).split("/").map(decodeURIComponent);
  } catch {
    return undefined;
  }
  // An encoded slash belongs to a name, not the path (no file has one), and nothing climbs out of the root.
  if (segments.some((segment) => /[/\\]/.test(segment) || segment === "..")) return undefined;
  // The headers file is for the host, not for visitors (a static host does not serve it either).
  if (segments.join("/") === "_headers") return undefined;
  const target = path.join(root, ...segments);
  if (!target.startsWith(root)) return undefined;
  for (const candidate of [target, path.join(target, "index.html"), `${target}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/**
 * What `derive` makes of a file, kept until the file changes (a new build rewrites files in place).
 * A static host or CDN also compresses a file once, not per request: compressing the search index
 * on every fetch took CPU from the same two cores the browser under test uses
 * (docs/decisions/0001-the-preview-server-compresses-each-file-once.md).
 */
const derived = new Map();
function fromFile(file, kind, derive) {
  const { mtimeMs, size } = statSync(file);
  const version = `${mtimeMs}:${size}`;
  const cached = derived.get(`${kind}:${file}`);
  if (cached?.version === version) return cached.value;
  const value = derive(readFileSync(file));
  derived.set(`${kind}:${file}`, { version, value });
  return value;
}

/**
 * public/_headers as Netlify-style hosts read it: a path line, then its headers indented. A path
 * ending in `*` holds for everything below it; any other path for that address, with or without a
 * trailing slash.
 */
function parseHeaderRules(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ address: line.trim(), headers: {} });
    else if (rules.length > 0)
      rules.at(-1).headers[line.slice(0, line.indexOf(":")).trim()] = line.slice(line.indexOf(":") + 1).trim();
  }
  return rules;
}

function currentHeaderRules() {
  const file = path.join(root, "_headers");
  return existsSync(file) ? fromFile(file, "headers", (buffer) => parseHeaderRules(buffer.toString("utf8"))) : [];
}

/** The headers for a file of the site: those of every rule that matches its address under the base path. */
function headersOf(file) {
  // A playground's files are another site's, with no rules of ours.
  if (!file.startsWith(root + path.sep)) return {};
  const address =
    base +
    path
      .relative(root, file)
      .split(path.sep)
      .join("/")
      .replace(/(^|\/)index\.html$/, "$1");
  const trim = (value) => value.replace(/\/+$/, "");
  const matches = ({ address: rule }) =>
    rule.endsWith("*") ? address.startsWith(rule.slice(0, -1)) : trim(rule) === trim(address);
  return Object.assign(
    {},
    ...currentHeaderRules()
      .filter(matches)
      .map((rule) => rule.headers),
  );
}

function send(request, response, file, status) {
  const ext = path.extname(file);
  const headers = {
    ...headersOf(file),
    "Content-Type": TYPES[ext] ?? "application/octet-stream",
    Vary: "Accept-Encoding",
  };
  // Gatsby's hashed assets never change; HTML and page data must always be fresh.
  headers["Cache-Control"] =
    /[.-][0-9a-f]{16,}\./.test(path.basename(file)) || file.includes(`${path.sep}static${path.sep}`)
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate";
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  if (gzip) headers["Content-Encoding"] = "gzip";
  response.writeHead(status, headers);
  if (request.method === "HEAD") return response.end();
  if (gzip) return response.end(fromFile(file, "gzip", gzipSync));
  createReadStream(file).pipe(response);
}

const STORY_FRAME = /^\/!(storybook|angular|react)\/[^/]+\/iframe\.html$/;

/** Where each Storybook of a real playground is built, below --playground. */
const PLAYGROUND_DIRS = { storybook: "storybook/www", react: "packages/react/www", angular: "angular-workspace/www" };

/** A file of a real playground's Storybook: `/!react/master/assets/x.js` → DIR/packages/react/www/assets/x.js. */
function playgroundFileFor(pathname) {
  const match = /^\/!(storybook|angular|react)\/[^/]+\/(.*)$/.exec(pathname);
  if (!match || !args.playground) return undefined;
  const dir = path.resolve(args.playground, PLAYGROUND_DIRS[match[1]]);
  const target = path.join(dir, decodeURIComponent(match[2]) || "index.html");
  if (!target.startsWith(dir + path.sep) || !existsSync(target) || !statSync(target).isFile()) return undefined;
  return target;
}

/** A stand-in story: a light page of about the height of a small component, naming its id. */
function storyPage(id) {
  const name = id.replace(/[^\w.-]/g, "");
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${name}</title></head><body style="margin:0;font:16px sans-serif"><div style="padding:1rem;height:208px">Story ${name}</div></body></html>`;
}

/**
 * Without --stories there is no playground here. Its frame paths lie outside the docs' base path,
 * so they get a plain not-found page, not the site's own: that page would start the whole app in
 * every failing example frame, work a real host does not do there (it serves the playground).
 */
const NO_PLAYGROUND =
  '<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Niet gevonden</title></head><body>Deze server heeft geen playground.</body></html>';

const server = createServer((request, response) => {
  const { pathname, searchParams } = new URL(request.url ?? "/", "http://localhost");
  if (args.playground) {
    const file = playgroundFileFor(pathname);
    if (file) return send(request, response, file, 200);
  }
  if (STORY_FRAME.test(pathname)) {
    const stories = "stories" in args;
    response.writeHead(stories ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    return response.end(stories ? storyPage(searchParams.get("id") ?? "") : NO_PLAYGROUND);
  }
  if (pathname === "/" && base !== "/") {
    response.writeHead(302, { Location: base });
    return response.end();
  }
  const file = fileFor(pathname);
  if (file) return send(request, response, file, 200);
  const notFound = path.join(root, "404.html");
  if (existsSync(notFound)) return send(request, response, notFound, 404);
  response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
  response.end("Niet gevonden");
});
// The port it really got: --port 0 takes a free one (scripts/__tests__/serve.test.js).
server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${server.address().port}${base}`));
