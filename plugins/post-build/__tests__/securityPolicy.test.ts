import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  absoluteOrigin,
  contentSecurityPolicy,
  hashSource,
  headersFile,
  inlineHashes,
  pageAddress,
  policyOrigins,
  secureBuiltPage,
  securePage,
  SHARED_HEADERS,
  writeHeadersFile,
} from "../securityPolicy";
import { parseHtml, readHtml } from "../html";

// Digests worked out apart from this code: `printf '…' | openssl dgst -sha256 -binary | base64`.
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const PAGE_PATH = "'sha256-vHNkIdWS0wNvc8O63dpg8qHwfVkVpDzV7rlrwZU9ZSM='"; // window.pagePath="/intro";

/** A page as Gatsby writes it, cut down to what the policy concerns. */
const page = [
  '<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/master/styles.css"/>',
  "<style>.a{color:red}</style><noscript><style>.b{opacity:1}</style></noscript>",
  '<script type="module">const e=1;</script><script>(function(){})();</script></head><body>',
  '<div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><main>Tekst</main></div>',
  '<div id="gatsby-announcer" style="position:absolute;top:0;width:1px" aria-live="assertive" aria-atomic="true"></div></div>',
  '<script id="gatsby-script-loader">window.pagePath="/intro";</script>',
  '<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>',
  '<script src="/master/app-1.js" async></script></body></html>',
].join("");

describe("hashes of inline code", () => {
  it("hashes the text exactly as it stands between the tags", () => {
    expect(hashSource("")).toBe(EMPTY);
    expect(hashSource('window.pagePath="/intro";')).toBe(PAGE_PATH);
    expect(hashSource(' window.pagePath="/intro";\n')).not.toBe(PAGE_PATH);
  });

  it("takes every inline script, classic or module, and no script loaded from a file", () => {
    const { scripts } = inlineHashes(page);
    expect(scripts).toEqual([
      hashSource("const e=1;"),
      hashSource("(function(){})();"),
      PAGE_PATH,
      // The chunk mapping keeps Gatsby's line breaks and indentation.
      hashSource('\n            window.___chunkMapping="{}";\n          '),
    ]);
    expect(scripts).not.toContain(EMPTY);
  });

  it("takes every <style> block, also one for when scripting is off", () => {
    expect(inlineHashes(page).styles).toEqual([hashSource(".a{color:red}"), hashSource(".b{opacity:1}")]);
  });

  it("hashes the text as the file has it: entities, line ends and markup-like text stay as written", () => {
    const scriptText = 'if (a &amp;&amp; b) x("</div>");\r\n';
    const styleText = '.a::after{content:"&lt;"}\r\n';
    const html = `<head><script>${scriptText}</script><style>${styleText}</style></head><body><svg><style>.c{}</style></svg></body>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [hashSource(scriptText)],
      styles: [hashSource(styleText), hashSource(".c{}")],
    });
  });

  it("takes the same hashes from a page parsed already", () => {
    expect(inlineHashes(parseHtml(page, "intro/index.html"))).toEqual(inlineHashes(page));
  });

  it("names the file and line of an inline script that is never closed", () => {
    expect(() => inlineHashes(parseHtml("<p>x</p>\n<script>a()", "intro/index.html"))).toThrow(
      "intro/index.html:2:1: <script> is not closed by its own end tag",
    );
  });

  it("lists a script that appears twice once", () => {
    expect(inlineHashes("<script>a()</script><p></p><script>a()</script>").scripts).toEqual([hashSource("a()")]);
  });
});

describe("origins", () => {
  it("knows an absolute address from one on the site's own host", () => {
    expect(absoluteOrigin("https://www.dso-toolkit.nl/versions.json")).toBe("https://www.dso-toolkit.nl");
    expect(absoluteOrigin("http://localhost:6006/iframe.html")).toBe("http://localhost:6006");
    expect(absoluteOrigin("/!storybook/master/iframe.html")).toBeUndefined();
  });

  it("allows the versions site, the CDN's images, and the playground's frames only when they are on another host", () => {
    const links = {
      versionsSite: "https://www.dso-toolkit.nl",
      playgroundFrames: "/!{playground}/{version}/iframe.html",
      cdnFiles: "https://cdn.dso-toolkit.nl/dso-toolkit/{version}/{path}",
    };
    expect(policyOrigins(links, "master")).toEqual({
      connect: ["https://www.dso-toolkit.nl"],
      frames: [],
      images: ["https://cdn.dso-toolkit.nl"],
    });
    expect(policyOrigins({ ...links, cdnFiles: "/cdn/{version}/{path}" }, "master").images).toEqual([]);
    expect(policyOrigins({ ...links, playgroundFrames: "http://localhost:6006/iframe.html" }, "master").frames).toEqual(
      ["http://localhost:6006"],
    );
    // Angular stories come from a playground of their own, which may be another host.
    expect(
      policyOrigins({ ...links, playgroundFrames: "https://{playground}.example.org/{version}/iframe.html" }, "81.0.0")
        .frames,
    ).toEqual(["https://storybook.example.org", "https://angular.example.org", "https://react.example.org"]);
  });
});

describe("the policy", () => {
  const origins = {
    connect: ["https://www.dso-toolkit.nl"],
    frames: ["http://localhost:6006"],
    images: ["https://cdn.dso-toolkit.nl"],
  };
  const hashes = { scripts: ["'sha256-s1'", "'sha256-s2'"], styles: ["'sha256-c1'"] };

  it("allows the site itself, the page's inline code by hash and the named origins", () => {
    expect(contentSecurityPolicy(origins, hashes, "meta")).toBe(
      "default-src 'self'; script-src 'self' 'sha256-s1' 'sha256-s2'; style-src 'self' 'sha256-c1'; img-src 'self' https://cdn.dso-toolkit.nl; font-src 'self'; " +
        "connect-src 'self' https://www.dso-toolkit.nl; frame-src 'self' http://localhost:6006; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it("says who may frame the page only in a header", () => {
    expect(contentSecurityPolicy(origins, hashes, "meta")).not.toContain("frame-ancestors");
    expect(contentSecurityPolicy(origins, hashes, "header")).toBe(
      `${contentSecurityPolicy(origins, hashes, "meta")}; frame-ancestors 'self'`,
    );
  });

  it("never allows inline code or eval without a hash", () => {
    expect(
      contentSecurityPolicy({ connect: [], frames: [], images: [] }, { scripts: [], styles: [] }, "header"),
    ).not.toMatch(/unsafe|data:|blob:|\*/);
  });
});

describe("a page under the policy", () => {
  const secure = (html: string, policy: string) => securePage(parseHtml(html, "intro/index.html"), policy);
  const secured = secure(page, "script-src 'self'");

  it("has the meta policy right after the charset, before any script or stylesheet", () => {
    const meta = secured.indexOf(`<meta http-equiv="Content-Security-Policy" content="script-src 'self'"/>`);
    expect(meta).toBe(secured.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    expect(meta).toBeLessThan(secured.indexOf("<script"));
    expect(meta).toBeLessThan(secured.indexOf("<link"));
    expect(meta).toBeLessThan(secured.indexOf("<style"));
  });

  it("loses Gatsby's style attributes and nothing else", () => {
    expect(secured).not.toContain('style="');
    expect(secured).toContain('<div tabindex="-1" id="gatsby-focus-wrapper">');
    expect(secured).toContain('<div id="gatsby-announcer" aria-live="assertive" aria-atomic="true">');
    expect(secured.replace(/<meta http-equiv[^>]*>/, "").length).toBe(
      page.length - ' style="outline:none"'.length - ' style="position:absolute;top:0;width:1px"'.length,
    );
  });

  it("gets a new policy instead of a second one when built again", () => {
    const again = secure(secured, "script-src 'none'");
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(again).toContain(`content="script-src 'none'"`);
  });

  it("is the page of an earlier build again, with only the new policy for the old one", () => {
    const again = secure(secured, "script-src 'none'");
    expect(again).toBe(secured.replace("script-src 'self'", "script-src 'none'"));
  });

  it("keeps quotes and ampersands in the policy from ending the attribute", () => {
    expect(secure(page, 'a "b" & c')).toContain('content="a &quot;b&quot; &amp; c"');
  });

  it("leaves every other byte as it was, whatever the quotes and spacing of the attributes", () => {
    const html =
      "<!DOCTYPE html>\r\n<html><head>\r\n<meta charset=utf-8>\r\n<title>A &amp; B</title></head><body>\r\n" +
      "<div id='gatsby-focus-wrapper'\n   style='outline: none' tabindex=-1><p style=\"color:red\">&lt;div style=&quot;x&quot;&gt;</p></div>" +
      "</body></html>";
    expect(secure(html, "p")).toBe(
      "<!DOCTYPE html>\r\n<html><head>\r\n<meta charset=utf-8>" +
        '<meta http-equiv="Content-Security-Policy" content="p"/>' +
        "\r\n<title>A &amp; B</title></head><body>\r\n" +
        "<div id='gatsby-focus-wrapper' tabindex=-1><p style=\"color:red\">&lt;div style=&quot;x&quot;&gt;</p></div>" +
        "</body></html>",
    );
  });

  it("puts the policy first in the head when the page names no charset, and names the file that has no head", () => {
    expect(secure("<html><head><title>T</title></head></html>", "p")).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="p"/><title>T</title></head></html>',
    );
    expect(() => secure("<p>Geen kop</p>", "p")).toThrow("intro/index.html: the page has no <head>");
  });
});

describe("the headers file", () => {
  it("names each page by its address under the base path", () => {
    expect(pageAddress("index.html", "/master/")).toBe("/master/");
    expect(pageAddress("intro/index.html", "/master/")).toBe("/master/intro/");
    expect(pageAddress("404.html", "/81.0.0/")).toBe("/81.0.0/404.html");
  });

  it("gives everything the shared headers and each page its own policy", () => {
    expect(headersFile("/master/", [{ address: "/master/intro/", policy: "default-src 'self'" }])).toBe(
      [
        "/master/*",
        ...Object.entries(SHARED_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
        "/master/intro/",
        "  Content-Security-Policy: default-src 'self'",
        "",
      ].join("\n"),
    );
    expect(SHARED_HEADERS["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(SHARED_HEADERS["X-Content-Type-Options"]).toBe("nosniff");
    expect(SHARED_HEADERS["Permissions-Policy"]).toMatch(/camera=\(\)/);
  });

  it("is written with the policy of each built page, whose own scripts it allows", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "csp-"));
    mkdirSync(path.join(dir, "intro"));
    writeFileSync(path.join(dir, "intro", "index.html"), page);
    writeFileSync(path.join(dir, "404.html"), page.replace("/intro", "/404.html"));
    // As the post-build step does it (plugins/post-build/postBuild.ts): each page as it is read, then _headers.
    const policies = ["404.html", "intro/index.html"].map((file) =>
      secureBuiltPage(dir, readHtml(dir, file), "/master/", { connect: [], frames: [], images: [] }),
    );
    writeHeadersFile(dir, "/master/", policies);

    const intro = readFileSync(path.join(dir, "intro", "index.html"), "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(intro)?.[1];
    expect(meta).toContain(PAGE_PATH);
    const headers = readFileSync(path.join(dir, "_headers"), "utf8").split("\n");
    const introPolicy = headers[headers.indexOf("/master/intro/") + 1];
    expect(introPolicy).toBe(`  Content-Security-Policy: ${meta}; frame-ancestors 'self'`);
    const notFoundPolicy = headers[headers.indexOf("/master/404.html") + 1];
    expect(notFoundPolicy).not.toContain(PAGE_PATH);
    expect(notFoundPolicy).toContain(hashSource('window.pagePath="/404.html";'));
  });
});
