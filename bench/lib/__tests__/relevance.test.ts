import { relevance, type RelevanceQuery } from "../relevance";

describe("relevance figures", () => {
  const queries: RelevanceQuery[] = [
    { q: "a", pages: ["/master/a"], kind: "x" },
    { q: "b", pages: ["/master/b/"], kind: "x" },
    { q: "c", pages: ["/master/c", "/master/d"], kind: "x" },
    { q: "e", pages: ["/master/e"], kind: "x" },
  ];
  const answers: Record<string, string[]> = {
    a: ["/a", "/b"],
    b: ["/a", "/x", "/b"],
    c: ["/d", "/c"],
    e: ["/x", "/y", "/z", "/e"],
  };

  it("counts first places, the first three and the mean reciprocal rank, per page", () => {
    const report = relevance(queries, (q) => answers[q]);
    // a first (1), b third (1/3), c's second right page first (1), e fourth (1/4): MRR = 2.583 / 4.
    expect(report).toMatchObject({ queries: 4, top1: 0.5, top3: 0.75, mrr: 0.646 });
    expect(report.misses.map((miss) => miss.q)).toEqual(["b", "e"]);
    expect(report.misses[0].got).toEqual(["/a", "/x", "/b"]);
  });

  it("counts a page once however many of its entries rank", () => {
    expect(relevance([queries[1]], () => ["/a", "/a", "/a", "/b"]).top3).toBe(1);
  });
});
