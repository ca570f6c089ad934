import { escapeHtml } from "../escapeHtml";

describe("escapeHtml", () => {
  it("escapes what would end text or a double-quoted attribute, ampersands first of all", () => {
    expect(escapeHtml(`<a href="x">R&D</a> 'ok'`)).toBe("&lt;a href=&quot;x&quot;&gt;R&amp;D&lt;/a&gt; 'ok'");
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });
});
