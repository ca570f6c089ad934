import { EXACT_BONUS, FIELD_WEIGHTS, idf, POST_FACTOR, saturate } from "../rank";

describe("scoring parts", () => {
  it("uses lunr's idf, which never goes negative, and BM25's saturation with k1 = 1.2", () => {
    expect(idf(10, 10)).toBeGreaterThan(0);
    expect(idf(1, 10)).toBeCloseTo(Math.log(1 + 9.5 / 1.5), 12);
    expect(saturate(1)).toBeCloseTo(2.2 / 2.2, 12);
    expect(saturate(5)).toBeCloseTo((5 * 2.2) / 6.2, 12);
  });

  it("weights title and keywords over description and headings over text, and favours docs", () => {
    expect(FIELD_WEIGHTS.title).toBe(FIELD_WEIGHTS.keywords);
    expect(FIELD_WEIGHTS.keywords).toBeGreaterThan(FIELD_WEIGHTS.description);
    expect(FIELD_WEIGHTS.heading).toBeGreaterThan(FIELD_WEIGHTS.content);
    expect(EXACT_BONUS).toBeGreaterThan(0);
    expect(POST_FACTOR).toBeLessThan(1);
  });
});
