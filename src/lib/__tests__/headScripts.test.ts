/**
 * @jest-environment node
 */
// In Node, not jsdom: the inlined scripts see only the fake browser globals given to them below, so
// a script that reached for anything else (a module variable, another function) would fail here.
import { resolveColorMode, SYSTEM_DARK_QUERY, THEME_QUERY_PARAM, type ColorMode } from "../colorMode";
import { minifiedHeadScripts } from "../../node/headScriptSources";
import {
  announcementScript as announcementScriptOf,
  APP_STARTED_FLAG,
  baseUrlBannerScript as baseUrlBannerScriptOf,
  colorModeScript as colorModeScriptOf,
  inlineScript,
  oneLeadingSlashScript,
  type HeadScriptSources,
} from "../headScripts";
import type { ColorModeConfig } from "../../types/config";

/** The scripts as the build minifies them (src/node/headScriptSources.ts): the text the pages carry. */
const sources = minifiedHeadScripts();
const colorModeScript = (config: ColorModeConfig) => colorModeScriptOf(sources, config);
const announcementScript = (barId: string) => announcementScriptOf(sources, barId);
const baseUrlBannerScript = (baseUrl: string) => baseUrlBannerScriptOf(sources, baseUrl);

interface FakeBrowser {
  search?: string;
  pathname?: string;
  hash?: string;
  /** localStorage's content, or "refused" when reading it throws, as with strict privacy settings. */
  storage?: Record<string, string> | "refused";
  systemDark?: boolean;
  appStarted?: boolean;
  hasBannerContainer?: boolean;
}

interface FakeElement {
  id: string;
  attributes: Record<string, string>;
  style: Record<string, string>;
  textContent: string;
  children: FakeElement[];
}

function element(
  id = "",
): FakeElement & { setAttribute(name: string, value: string): void; appendChild(child: FakeElement): void } {
  return {
    id,
    attributes: {},
    style: {},
    textContent: "",
    children: [],
    setAttribute(name, value) {
      this.attributes[name] = value;
    },
    appendChild(child) {
      this.children.push(child);
    },
  };
}

/** Runs an inline script with fake globals and returns what it did to them. */
function runScript(script: string, browser: FakeBrowser = {}) {
  const html = element();
  const body = {
    children: [element("content")] as FakeElement[],
    get firstChild() {
      return this.children[0] ?? null;
    },
    insertBefore(node: FakeElement, before: FakeElement | null) {
      this.children.splice(before ? this.children.indexOf(before) : this.children.length, 0, node);
    },
  };
  const container = element("base-url-issue-banner-container");
  const listeners: Record<string, () => void> = {};
  const mediaQueries: string[] = [];
  /** What the script did to the document's loading, in order. */
  const loading: string[] = [];
  const globals = {
    stop: () => loading.push("stop"),
    window: {
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
      [APP_STARTED_FLAG]: browser.appStarted,
    },
    document: {
      documentElement: html,
      body,
      getElementById: (id: string) => (browser.hasBannerContainer && id === container.id ? container : null),
      createElement: () => element(),
    },
    location: {
      search: browser.search ?? "",
      pathname: browser.pathname ?? "/",
      hash: browser.hash ?? "",
      replace: (url: string) => loading.push(`replace ${url}`),
    },
    localStorage: {
      getItem(key: string) {
        if (browser.storage === "refused") throw new Error("The operation is insecure.");
        return browser.storage?.[key] ?? null;
      },
    },
    matchMedia(query: string) {
      mediaQueries.push(query);
      return { matches: query === SYSTEM_DARK_QUERY && Boolean(browser.systemDark) };
    },
  };
  new Function(...Object.keys(globals), script)(...Object.values(globals));
  return { html: html.attributes, body: body.children, container, listeners, mediaQueries, loading };
}

describe("minified scripts", () => {
  it("are each one function expression, smaller than the function's source, and named nowhere else", () => {
    for (const source of Object.values(sources)) {
      expect(source).toMatch(/^function ?[\w$]*\(/);
      expect(source).not.toMatch(
        /\n|loadWithOneLeadingSlash|applyColorMode|markAnnouncementDismissal|showBaseUrlBanner/,
      );
    }
    expect(sources.applyColorMode.length).toBeLessThan(400);
  });
});

describe("inlineScript", () => {
  it("calls the script's minified source with its arguments as JSON", () => {
    const fake: HeadScriptSources = {
      ...sources,
      markAnnouncementDismissal: "function(a,b,c){globalThis.total=[a,b,c]}",
    };
    const script = inlineScript(fake, "markAnnouncementDismissal", "a", "b", "c");
    expect(script).toBe('(function(a,b,c){globalThis.total=[a,b,c]})("a","b","c");');
    new Function(script)();
    expect((globalThis as unknown as { total: string[] }).total).toEqual(["a", "b", "c"]);
  });

  it("escapes < in arguments, so a setting cannot end the script element", () => {
    const script = inlineScript(sources, "markAnnouncementDismissal", "a", "b", "</script><script>alert(1)</script>");
    expect(script).not.toContain("</script>");
    expect(script).toContain('"\\u003c/script>');
  });
});

describe("one-leading-slash script", () => {
  it.each([
    ["//master/intro", "?q=1", "#kop", ["stop", "replace /master/intro?q=1#kop"]],
    ["///master/", "", "", ["stop", "replace /master/"]],
    ["/master//intro", "", "", []],
    ["/master/intro", "", "", []],
    ["/", "", "", []],
  ])(
    "on %s%s%s stops the document and loads the address with one slash, or does nothing",
    (pathname, search, hash, loading) =>
      expect(runScript(oneLeadingSlashScript(sources), { pathname, search, hash }).loading).toEqual(loading),
  );
});

describe("colour mode script", () => {
  const storages: FakeBrowser["storage"][] = [{}, { theme: "dark" }, { theme: "light" }, { theme: "pink" }, "refused"];
  const queries = ["", "?docusaurus-theme=dark", "?docusaurus-theme=light", "?docusaurus-theme=pink"];
  const cases = (["light", "dark"] as ColorMode[]).flatMap((defaultMode) =>
    [false, true].flatMap((disableSwitch) =>
      [false, true].flatMap((respectPrefersColorScheme) =>
        queries.flatMap((search) =>
          storages.flatMap((storage) =>
            [false, true].map((systemDark) => ({
              config: { defaultMode, disableSwitch, respectPrefersColorScheme },
              browser: { search, storage, systemDark },
            })),
          ),
        ),
      ),
    ),
  );

  it("sets data-theme as resolveColorMode decides, for every combination of settings and visitor", () => {
    for (const { config, browser } of cases) {
      const stored = config.disableSwitch || browser.storage === "refused" ? null : (browser.storage?.theme ?? null);
      const systemMode = config.respectPrefersColorScheme ? (browser.systemDark ? "dark" : "light") : undefined;
      const query = new URLSearchParams(browser.search).get(THEME_QUERY_PARAM);
      const expected = resolveColorMode({ query, stored, systemMode, defaultMode: config.defaultMode });
      expect({ config, browser, mode: runScript(colorModeScript(config), browser).html["data-theme"] }).toEqual({
        config,
        browser,
        mode: expected,
      });
    }
  });

  const site = { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false } as const;

  it("follows a dark system only when asked to, and a stored choice still wins", () => {
    expect(runScript(colorModeScript(site), { systemDark: true }).html["data-theme"]).toBe("light");
    expect(
      runScript(colorModeScript({ ...site, respectPrefersColorScheme: true }), { systemDark: true }).html["data-theme"],
    ).toBe("dark");
    expect(
      runScript(colorModeScript({ ...site, respectPrefersColorScheme: true }), {
        systemDark: true,
        storage: { theme: "light" },
      }).html["data-theme"],
    ).toBe("light");
    expect(runScript(colorModeScript(site), { systemDark: true }).mediaQueries).toEqual([]);
  });

  it("ignores a stored choice once the switch is off, but not the query parameter", () => {
    expect(
      runScript(colorModeScript({ ...site, disableSwitch: true }), { storage: { theme: "dark" } }).html["data-theme"],
    ).toBe("light");
    expect(
      runScript(colorModeScript({ ...site, disableSwitch: true }), { search: "?docusaurus-theme=dark" }).html[
        "data-theme"
      ],
    ).toBe("dark");
  });
});

describe("announcement bar script", () => {
  const dismissedA = { "docusaurus.announcement.id": "a", "docusaurus.announcement.dismiss": "true" };

  it("marks the bar dismissed only when this very bar was closed", () => {
    expect(
      runScript(announcementScript("a"), { storage: dismissedA }).html["data-announcement-bar-initially-dismissed"],
    ).toBe("true");
    expect(
      runScript(announcementScript("b"), { storage: dismissedA }).html["data-announcement-bar-initially-dismissed"],
    ).toBe("false");
    expect(
      runScript(announcementScript("a"), { storage: { ...dismissedA, "docusaurus.announcement.dismiss": "false" } })
        .html["data-announcement-bar-initially-dismissed"],
    ).toBe("false");
    expect(
      runScript(announcementScript("a"), { storage: "refused" }).html["data-announcement-bar-initially-dismissed"],
    ).toBe("false");
  });
});

describe("wrong-base-path banner script", () => {
  const loaded = (browser: FakeBrowser) => {
    const result = runScript(baseUrlBannerScript("/master/"), { hasBannerContainer: true, ...browser });
    expect(Object.keys(result.listeners)).toEqual(["load"]);
    expect(result.body).toHaveLength(1);
    result.listeners.load();
    return result;
  };

  it("shows, once the page has loaded without the application, a red alert that suggests the current path", () => {
    const { body, container } = loaded({ pathname: "/docs" });
    expect(body[0]).toBe(container);
    expect(container.style.display).toBe("block");
    const [banner] = container.children;
    expect(banner.id).toBe("base-url-issue-banner");
    expect(banner.attributes.role).toBe("alert");
    expect(banner.style.cssText).toContain("background:#c00");
    expect(banner.textContent).toMatch(
      /^Deze website is niet goed geladen\. .*Ingesteld is \/master\/; probeer \/docs\/\.$/,
    );
    expect(loaded({ pathname: "/" }).container.children[0].textContent).toContain("probeer /.");
    expect(loaded({ pathname: "/$&/" }).container.children[0].textContent).toContain("probeer /$&/.");
  });

  it("stays away when the application started, or the page has no place for it", () => {
    expect(loaded({ appStarted: true }).container.children).toEqual([]);
    const withoutContainer = loaded({ hasBannerContainer: false });
    expect(withoutContainer.body).toHaveLength(1);
    expect(withoutContainer.container.children).toEqual([]);
  });
});

describe("size", () => {
  it("keeps the scripts every page carries in its head small", () => {
    const head =
      oneLeadingSlashScript(sources) +
      colorModeScript({ defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: true }) +
      announcementScript("nieuwe-site-2025");
    expect(Buffer.byteLength(head)).toBeLessThan(1024);
  });
});
