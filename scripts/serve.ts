/**
 * Preview server for the built site, as a plain static host would serve it (the files by sirv):
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
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import sirv from "sirv";

const args: Record<string, string | undefined> = Object.fromEntries(
  process.argv
    .slice(2)
    .flatMap((value, index, all) => (value.startsWith("--") ? [[value.slice(2), all[index + 1]]] : [])),
);
const root = path.resolve(args.root ?? "public");
const base = (args.base ?? "/master/").replace(/\/?$/, "/");
const port = Number(args.port ?? 9000);
const host = args.host ?? "127.0.0.1";

const COMPRESSIBLE = /\.(html|js|css|json|xml|svg|txt|map|webmanifest)$/;

/**
 * public/_headers as Netlify-style hosts read it: a path line, then its headers indented. A path
 * ending in `*` holds for everything below it; any other path for that address, with or without a
 * trailing slash.
 */
interface HeaderRule {
  address: string;
  headers: Record<string, string>;
}

function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ address: line.trim(), headers: {} });
    else if (rules.length > 0)
      rules.at(-1)!.headers[line.slice(0, line.indexOf(":")).trim()] = line.slice(line.indexOf(":") + 1).trim();
  }
  return rules;
}

/**
 * A gzip copy of each text file of the site, made once per build rather than per request, as a
 * static host or CDN does: compressing the search index on every fetch took CPU from the same two
 * cores the browser under test uses (docs/decisions/0001-the-preview-server-compresses-each-file-once.md).
 * The copies live outside public/, which stays what the build wrote; sirv serves them by their
 * `.gz` names. A build writes `_headers` last (src/node/postBuild.ts), so a newer `_headers` means
 * a new build: its rules are read again and the copies made anew.
 */
let compressedRoot: string;
let build: number | undefined;
let headerRules: HeaderRule[] = [];
function followBuild() {
  const headersFile = path.join(root, "_headers");
  const stamp = existsSync(headersFile) ? statSync(headersFile).mtimeMs : 0;
  if (stamp === build) return;
  build = stamp;
  headerRules = stamp ? parseHeaderRules(readFileSync(headersFile, "utf8")) : [];
  rmSync(compressedRoot, { recursive: true, force: true });
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const copy = path.join(compressedRoot, `${path.relative(root, file)}.gz`);
    mkdirSync(path.dirname(copy), { recursive: true });
    writeFileSync(copy, gzipSync(readFileSync(file)));
  }
}

/** The headers of every `_headers` rule that matches an address of the site. */
function headersOf(address: string): Record<string, string> {
  const trim = (value: string) => value.replace(/\/+$/, "");
  const matches = ({ address: rule }: HeaderRule) =>
    rule.endsWith("*") ? address.startsWith(rule.slice(0, -1)) : trim(rule) === trim(address);
  return Object.assign({}, ...headerRules.filter(matches).map((rule) => rule.headers));
}

/** Gatsby's hashed assets never change; HTML and page data must always be fresh. */
function setCacheControl(response: ServerResponse, pathname: string): void {
  response.setHeader(
    "Cache-Control",
    /[.-][0-9a-f]{16,}\./.test(path.basename(pathname)) || pathname.includes("/static/")
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate",
  );
}

// `dev`: each request looks at the disk, so a new build's files are found without a restart.
const siteOptions = {
  dev: true,
  setHeaders(response: ServerResponse, pathname: string) {
    // sirv sees the address below the base path; the rules name it with the base path.
    const address = base + pathname.slice(1).replace(/(^|\/)index\.html$/, "$1");
    for (const [name, value] of Object.entries(headersOf(address))) response.setHeader(name, value);
    setCacheControl(response, pathname);
  },
};
let compressed: ReturnType<typeof sirv>;
const uncompressed = sirv(root, siteOptions);

/** A file of the site, by its address below the base path (`/intro/`), gzipped when the browser accepts that. */
function serveSite(request: IncomingMessage, response: ServerResponse, onNoMatch: () => void): void {
  followBuild();
  // sirv names Vary only when it may compress; a cache must know that every answer here depends on it.
  response.setHeader("Vary", "Accept-Encoding");
  const serveUncompressed = () => uncompressed(request, response, onNoMatch);
  if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) compressed(request, response, serveUncompressed);
  else serveUncompressed();
}

/** The site's not-found page, with status 404 (sirv itself always answers 200) and that page's headers. */
function serveNotFound(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response);
  // sirv and the fallback below call it with a status and at most the headers.
  response.writeHead = ((_status: number, headers?: OutgoingHttpHeaders) =>
    writeHead(404, headers)) as typeof response.writeHead;
  request.url = "/404.html";
  serveSite(request, response, () => {
    response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    response.end("Niet gevonden");
  });
}

const STORY_FRAME = /^\/!(storybook|angular|react)\/[^/]+\/iframe\.html$/;

/** Each Storybook of a real playground, by its kind, where it is built below --playground; another site's files, so no rules of ours. */
const playground = Object.fromEntries(
  Object.entries({ storybook: "storybook/www", react: "packages/react/www", angular: "angular-workspace/www" }).map(
    ([kind, dir]) => [
      kind,
      sirv(path.resolve(args.playground ?? ".", dir), { dev: true, setHeaders: setCacheControl }),
    ],
  ),
);

/** A stand-in story: a light page of about the height of a small component, naming its id. */
function storyPage(id: string): string {
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

/** Makes a request's address `prefix` shorter, as the handler for what lies below `prefix` reads it. */
function strip(request: IncomingMessage, prefix: string): void {
  request.url = (request.url ?? "/").slice(prefix.length).replace(/^(?!\/)/, "/");
}

/** Whether an address names public/_headers, however it is written: that file is for the host, not for visitors (a static host does not serve it either). */
function isHeadersFile(pathname: string): boolean {
  try {
    return path.posix.normalize(decodeURI(pathname)).replace(/\/+$/, "") === `${base}_headers`;
  } catch {
    return false;
  }
}

function serveRequest(request: IncomingMessage, response: ServerResponse): void {
  const { pathname, searchParams } = new URL(request.url ?? "/", "http://localhost");
  if (STORY_FRAME.test(pathname)) {
    const stories = "stories" in args;
    response.writeHead(stories ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(stories ? storyPage(searchParams.get("id") ?? "") : NO_PLAYGROUND);
    return;
  }
  if (pathname === "/" && base !== "/") {
    response.writeHead(302, { Location: base });
    response.end();
    return;
  }
  if ((pathname.startsWith(base) || pathname === base.slice(0, -1)) && !isHeadersFile(pathname)) {
    strip(request, base.slice(0, -1));
    serveSite(request, response, () => serveNotFound(request, response));
  } else serveNotFound(request, response);
}

const server = createServer((request, response) => {
  const storybook = /^\/!(storybook|angular|react)\/[^/]+/.exec(request.url ?? "");
  if (args.playground && storybook) {
    const url = request.url;
    strip(request, storybook[0]);
    playground[storybook[1]](request, response, () => {
      request.url = url;
      serveRequest(request, response);
    });
  } else serveRequest(request, response);
});
// The compressed copies are this server's alone; they go when it is stopped.
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    if (compressedRoot) rmSync(compressedRoot, { recursive: true, force: true });
    process.exit();
  });
// The port it really got: --port 0 takes a free one (scripts/__tests__/serve.test.ts). The
// compressed copies are the port's own, so servers side by side keep theirs apart.
server.listen(port, host, () => {
  const listening = (server.address() as AddressInfo).port;
  compressedRoot = path.join(tmpdir(), `dso-preview-gzip-${listening}`);
  compressed = sirv(compressedRoot, { ...siteOptions, gzip: true });
  console.log(`Serving ${root} at http://${host}:${listening}${base}`);
});
