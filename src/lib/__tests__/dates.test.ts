import { dutchDate } from "../dates";

describe("Dutch dates", () => {
  it.each([
    ["2024-11-25", "25 november 2024"],
    ["2023-01-08", "8 januari 2023"],
    ["2025-03-01", "1 maart 2025"],
  ])("%s → %s", (date, text) => expect(dutchDate(date)).toBe(text));
});
