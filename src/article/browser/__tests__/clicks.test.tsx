import { act, fireEvent, render, screen } from "@testing-library/react";
import { navigate, prefetchPathname } from "gatsby";
import React from "react";
import { CodeBlock } from "../../mdx/CodeBlock";
import { appRouteOf, onArticleClick, onArticleLinkIntent, prefetchInView } from "../clicks";

// gatsby's Jest mock (the root __mocks__) makes `navigate` a jest.fn.
const navigateMock = jest.mocked(navigate);

/** Lets the copy's pending promise settle: async act ends on a real macrotask, even with fake timers. */
const settle = () => act(async () => undefined);

// The handler only delegates clicks on links and buttons, which keyboards click too, so its box
// needs no role or key handler of its own, as in ArticleBody.
const delegated = { onClick: onArticleClick };

/** The article as the browser has it: HTML with the one delegated click handler on its box. */
function renderArticle(html: string) {
  return render(<div {...delegated} dangerouslySetInnerHTML={{ __html: html }} />);
}

describe("the copy button of a code block", () => {
  const writeText = jest.fn<Promise<void>, [string]>();
  beforeAll(() => Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true }));
  beforeEach(() => {
    writeText.mockReset();
    // The real code block, so its markup and the click handler cannot drift apart.
    render(
      <div {...delegated}>
        <CodeBlock data-language="sh">
          <code>npm install @dso-toolkit/core</code>
        </CodeBlock>
      </div>,
    );
  });
  afterEach(() => jest.useRealTimers());

  const button = () => screen.getByRole("button", { name: "Code kopiëren naar het klembord" });
  const status = () => screen.getByRole("status");

  it("copies the block's code, says so on the button and to screen readers, and resets both after 2 s", async () => {
    writeText.mockResolvedValue(undefined);
    jest.useFakeTimers();
    fireEvent.click(button());
    await settle();

    expect(writeText).toHaveBeenCalledWith("npm install @dso-toolkit/core");
    expect(button().textContent).toBe("Gekopieerd");
    expect(status().textContent).toBe("De code is naar het klembord gekopieerd.");

    act(() => jest.advanceTimersByTime(1999));
    expect(button().textContent).toBe("Gekopieerd");
    act(() => jest.advanceTimersByTime(1));
    expect(button().textContent).toBe("Kopiëren");
    expect(status().textContent).toBe("");
  });

  it("shows a second copy's result for the full 2 s again", async () => {
    writeText.mockResolvedValue(undefined);
    jest.useFakeTimers();
    fireEvent.click(button());
    await settle();
    act(() => jest.advanceTimersByTime(1500));
    fireEvent.click(button());
    await settle();
    act(() => jest.advanceTimersByTime(1999));
    expect(button().textContent).toBe("Gekopieerd");
    act(() => jest.advanceTimersByTime(1));
    expect(button().textContent).toBe("Kopiëren");
  });

  it("leaves the button as it was and warns when the clipboard refuses", async () => {
    const refused = new Error("Write permission denied.");
    writeText.mockRejectedValue(refused);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      fireEvent.click(button());
      await settle();

      expect(warn).toHaveBeenCalledWith("Copying to the clipboard failed:", refused);
      expect(button().textContent).toBe("Kopiëren");
      expect(status().textContent).toBe("");
    } finally {
      warn.mockRestore();
    }
  });

  it("copies only when the button itself is clicked, not the code", async () => {
    writeText.mockResolvedValue(undefined);
    fireEvent.click(screen.getByText("npm install @dso-toolkit/core"));
    await settle();
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe("links in the article", () => {
  beforeEach(() => navigateMock.mockClear());

  /** Clicks the link, returning whether the browser would still follow it (its default is not prevented). */
  function click(html: string, init: MouseEventInit = {}) {
    const { container } = renderArticle(html);
    return fireEvent.click(container.querySelector("a")!.firstChild!, init);
  }

  it("go to another page of the site in the app, keeping the query and the fragment", () => {
    const followed = click('<p><a href="/components/tabs?x=1#y"><code>Tabs</code></a></p>');
    expect(followed).toBe(false);
    expect(navigateMock).toHaveBeenCalledWith("/components/tabs?x=1#y");
  });

  it("resolve relative to the page, as the browser would", () => {
    const followed = click('<a href="components/tabs#y">Tabs</a>');
    expect(followed).toBe(false);
    expect(navigateMock).toHaveBeenCalledWith("/components/tabs#y");
  });

  it.each([
    ["with the ctrl key (a new tab)", '<a href="/components/tabs">Tabs</a>', { ctrlKey: true }],
    ["with the meta key", '<a href="/components/tabs">Tabs</a>', { metaKey: true }],
    ["with the shift key (a new window)", '<a href="/components/tabs">Tabs</a>', { shiftKey: true }],
    ["with the alt key (a download)", '<a href="/components/tabs">Tabs</a>', { altKey: true }],
    ["with the middle button", '<a href="/components/tabs">Tabs</a>', { button: 1 }],
    ["to another origin", '<a href="https://www.dso-toolkit.nl/components/tabs">Tabs</a>', {}],
    ["with a target", '<a href="/components/tabs" target="_blank" rel="noreferrer">Tabs</a>', {}],
    ["to a download", '<a href="/files/logo.svg" download>Logo</a>', {}],
    ["to a fragment of the same page", '<a href="#gebruik">Gebruik</a>', {}],
    ["to the same page", '<a href="/">Home</a>', {}],
  ])("are left to the browser when clicked %s", (_case, html, init) => {
    expect(click(html, init)).toBe(true);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("are left to the browser when another handler took the click already", () => {
    const { container } = renderArticle('<a href="/components/tabs">Tabs</a>');
    const link = container.querySelector("a")!;
    // A native listener on the link runs before React's, which is delegated to the root.
    link.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(link);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("do nothing for a click beside them", () => {
    const { container } = renderArticle("<p>Tekst</p>");
    expect(fireEvent.click(container.querySelector("p")!)).toBe(true);
    expect(navigateMock).not.toHaveBeenCalled();
  });
});

describe("pointing at or focusing a link in the article", () => {
  const prefetch = jest.mocked(prefetchPathname);
  beforeEach(() => prefetch.mockClear());
  const article = (html: string) =>
    render(
      <div
        onMouseOver={onArticleLinkIntent}
        onFocus={onArticleLinkIntent}
        dangerouslySetInnerHTML={{ __html: html }}
      />,
    ).container;

  it("fetches the data of the page the link leads to, as Gatsby's Link does", () => {
    const links = article('<a href="/components/tabs#y"><code>Tabs</code></a> <a href="/intro">Intro</a>');
    fireEvent.mouseOver(links.querySelector("code")!);
    fireEvent.focus(links.querySelectorAll("a")[1]);
    expect(prefetch.mock.calls).toEqual([["/components/tabs"], ["/intro"]]);
  });

  it("fetches nothing for links to other sites or to this page", () => {
    const links = article('<a href="https://example.org/">Elders</a> <a href="/">Hier</a> <span>Tekst</span>');
    links.querySelectorAll("a, span").forEach((element) => fireEvent.mouseOver(element));
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe("appRouteOf under a path prefix", () => {
  // Jest builds without a prefix (`__PATH_PREFIX__` is ""); a site built for /master has one, and
  // the module reads it on each click.
  const globals = globalThis as unknown as { __PATH_PREFIX__: string };
  beforeEach(() => {
    globals.__PATH_PREFIX__ = "/master";
  });
  afterEach(() => {
    globals.__PATH_PREFIX__ = "";
  });

  const link = (href: string) => Object.assign(document.createElement("a"), { href });

  it("is the route below the prefix, with the query and the fragment", () => {
    expect(appRouteOf(link("/master/components/tabs?x=1#y"))).toBe("/components/tabs?x=1#y");
    expect(appRouteOf(link("/master/"))).toBe("/");
  });

  it("is undefined for a link outside the prefix, which another site or version serves", () => {
    expect(appRouteOf(link("/81.0.0/components/tabs"))).toBeUndefined();
    expect(appRouteOf(link("/masterclass/components/tabs"))).toBeUndefined();
  });

  it("leaves a click on a link outside the prefix to the browser", () => {
    navigateMock.mockClear();
    const { container } = renderArticle('<a href="/81.0.0/components/tabs">Tabs</a>');
    expect(fireEvent.click(container.querySelector("a")!)).toBe(true);
    expect(navigateMock).not.toHaveBeenCalled();
  });
});

describe("prefetchInView", () => {
  const prefetch = jest.mocked(prefetchPathname);
  let observed: Element[];
  let disconnect: jest.Mock;
  let report: (entries: Partial<IntersectionObserverEntry>[]) => void;
  beforeEach(() => {
    prefetch.mockClear();
    observed = [];
    disconnect = jest.fn();
    // jsdom has no IntersectionObserver: this one reports what the test says comes into view.
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      const observer = {
        observe: (element: Element) => observed.push(element),
        unobserve: (element: Element) => observed.splice(observed.indexOf(element), 1),
        disconnect,
      };
      report = (entries) => callback(entries as IntersectionObserverEntry[], observer as never);
      return observer;
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => Object.defineProperty(navigator, "connection", { value: undefined, configurable: true }));

  function article() {
    const element = document.createElement("div");
    element.innerHTML =
      '<a href="/master/components/buttons">Buttons</a><a href="https://example.org/">Elders</a>' +
      '<a href="/master/intro">Intro</a>';
    return element;
  }

  it("fetches the data of a linked page of the site once its link comes into view", () => {
    const element = article();
    const teardown = prefetchInView(element);
    const [buttons, , intro] = element.querySelectorAll("a");
    expect(observed).toEqual([buttons, intro]);

    report([
      { target: buttons, isIntersecting: true },
      { target: intro, isIntersecting: false },
    ]);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith("/master/components/buttons");
    expect(observed).toEqual([intro]);
    teardown();
    expect(disconnect).toHaveBeenCalled();
  });

  it.each([{ saveData: true }, { effectiveType: "2g" }, { effectiveType: "slow-2g" }])(
    "watches nothing when the visitor saves data or is on 2G (%o)",
    (connection) => {
      Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
      prefetchInView(article())();
      expect(window.IntersectionObserver).not.toHaveBeenCalled();
      expect(observed).toEqual([]);
    },
  );
});
