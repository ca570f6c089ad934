/**
 * @jest-environment node
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import http from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";

/**
 * scripts/serve.ts over a small site of its own: what the browser tests and the bench rely on of it
 * (base path, not-found page, `_headers`, gzip), checked on the wire.
 */
const FILES = {
  "index.html": "<p>start</p>",
  "intro/index.html": "<p>intro</p>",
  "404.html": "<p>niet gevonden</p>",
  "app-0123456789abcdef0123.js": "console.log('app');",
  "font.woff2": "binary",
  _headers: [
    "/master/*",
    "  X-Content-Type-Options: nosniff",
    "/master/intro/",
    "  Content-Security-Policy: default-src 'self'",
    "/master/404.html",
    "  Content-Security-Policy: default-src 'none'",
    "",
  ].join("\n"),
};

let root: string;
let server: ChildProcessWithoutNullStreams;
let siteOrigin: string;

/** Starts the server on a free port and resolves with its siteOrigin once it says where it listens. */
function start(args: string[]): Promise<string> {
  server = spawn(process.execPath, [
    "--import",
    "tsx",
    path.join(__dirname, "..", "serve.ts"),
    "--root",
    root,
    "--port",
    "0",
    ...args,
  ]);
  return new Promise((resolve, reject) => {
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
      const match = /at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    server.on("exit", (code: number | null) => reject(new Error(`serve.ts stopped (${code}): ${output}`)));
  });
}

interface Answer {
  status: number | undefined;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** One request as it goes over the wire: the address unnormalised, the body as sent (fetch would unzip it). */
const get = (address: string, headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get(`${siteOrigin}${address}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode, headers: response.headers, body, text: body.toString() });
        });
      })
      .on("error", reject);
  });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "dso-serve-"));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  siteOrigin = await start(["--base", "/master/"]);
});

afterAll(() => {
  server.removeAllListeners("exit");
  server.kill();
  rmSync(root, { recursive: true, force: true });
});

describe("scripts/serve.ts", () => {
  it("answers a page's address under the base path, with or without its slash", async () => {
    for (const address of ["/master/intro", "/master/intro/"]) {
      const response = await get(address);
      expect(response.status).toBe(200);
      expect(response.text).toBe("<p>intro</p>");
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
    }
    expect(await (await get("/master")).text).toBe("<p>start</p>");
    expect(await (await get("/master/")).text).toBe("<p>start</p>");
  });

  it("sends `/` to the base path and answers anything else outside it with the not-found page", async () => {
    const home = await get("/");
    expect(home.status).toBe(302);
    expect(home.headers["location"]).toBe("/master/");
    const outside = await get("/intro/");
    expect(outside.status).toBe(404);
    expect(outside.text).toBe("<p>niet gevonden</p>");
  });

  it("answers an unknown address with the not-found page, status 404 and that page's headers", async () => {
    const response = await get("/master/bestaat-niet");
    expect(response.status).toBe(404);
    expect(response.text).toBe("<p>niet gevonden</p>");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("gives each file the headers of every `_headers` rule that matches it, and does not serve that file", async () => {
    const page = await get("/master/intro");
    expect(page.headers["content-security-policy"]).toBe("default-src 'self'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    const start = await get("/master/");
    expect(start.headers["content-security-policy"]).toBeUndefined();
    expect(start.headers["x-content-type-options"]).toBe("nosniff");
    for (const address of ["/master/_headers", "/master/_headers/", "/master//_headers", "/master/_header%73"])
      expect([address, (await get(address)).status]).toEqual([address, 404]);
  });

  it("does not climb out of its folder", async () => {
    for (const address of [
      "/master/../../etc/passwd",
      "/master/%2e%2e/%2e%2e/etc/passwd",
      "/master/intro%2Findex.html",
    ])
      expect((await get(address)).status).toBe(404);
  });

  it("gzips text when the browser accepts it, and sends fonts as they are", async () => {
    const script = await get("/master/app-0123456789abcdef0123.js", { "Accept-Encoding": "gzip" });
    expect(script.headers["content-encoding"]).toBe("gzip");
    expect(script.headers["vary"]).toMatch(/Accept-Encoding/);
    expect(gunzipSync(script.body).toString()).toBe("console.log('app');");
    const plain = await get("/master/app-0123456789abcdef0123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe("console.log('app');");
    const font = await get("/master/font.woff2", { "Accept-Encoding": "gzip" });
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.text).toBe("binary");
  });

  it("serves a new build's files, compressed anew, once the build has written its `_headers` (it does so last)", async () => {
    expect(gunzipSync((await get("/master/intro/", { "Accept-Encoding": "gzip" })).body).toString()).toBe(
      "<p>intro</p>",
    );
    writeFileSync(path.join(root, "intro/index.html"), "<p>intro, opnieuw</p>");
    writeFileSync(path.join(root, "_headers"), `${FILES._headers}\n`);
    const again = await get("/master/intro/", { "Accept-Encoding": "gzip" });
    expect(gunzipSync(again.body).toString()).toBe("<p>intro, opnieuw</p>");
    expect(again.headers["content-security-policy"]).toBe("default-src 'self'");
  });

  it("lets browsers keep hashed files and makes them check pages", async () => {
    expect((await get("/master/app-0123456789abcdef0123.js")).headers["cache-control"]).toMatch(/immutable/);
    expect((await get("/master/intro/")).headers["cache-control"]).toMatch(/max-age=0/);
  });

  it("answers the playground's story frames with a plain not-found page", async () => {
    const response = await get("/!storybook/master/iframe.html?id=core-button--default");
    expect(response.status).toBe(404);
    expect(response.text).toContain("geen playground");
  });
});
