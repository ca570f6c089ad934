import { enabledFeeds, FEED_FORMATS, FEED_TYPES, feedLinkTitle, feedPath } from "../feedTypes";

describe("feeds", () => {
  it('lists every feed for "all", and only the listed ones otherwise, in one fixed order', () => {
    expect(enabledFeeds("all")).toEqual(FEED_TYPES);
    expect(enabledFeeds(["json", "rss"])).toEqual(["rss", "json"]);
    expect(enabledFeeds([])).toEqual([]);
  });

  it("gives every feed its own file below /blog, its media type and a titled link", () => {
    expect(FEED_TYPES.map(feedPath)).toEqual(["/blog/rss.xml", "/blog/atom.xml", "/blog/feed.json"]);
    expect(new Set(FEED_TYPES.map((type) => FEED_FORMATS[type].file)).size).toBe(FEED_TYPES.length);
    expect(FEED_FORMATS.json.mediaType).toBe("application/feed+json");
    expect(feedLinkTitle("DSO Toolkit", "atom")).toBe("DSO Toolkit blog (Atom)");
  });
});
