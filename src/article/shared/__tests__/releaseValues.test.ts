import {
  ambiguousNames,
  colourRow,
  dutchValue,
  galleryGraphics,
  graphicUrl,
  lineHeightName,
  pixels,
  scaleRows,
  shownSize,
  shownValue,
  typeRows,
  variableValue,
  viewports,
} from "../releaseValues";

const modules = {
  colors: { wit: "#ffffff", "bosgroen-140": "#173521", "grijs-40": "#999999", grasgroen: "#39870c" },
  units: {
    u1: "8px",
    u2: "16px",
    ru1: "0.5rem",
    "block-spacing-small": "8px",
    "font-size-h1": "2rem",
    "font-line-height-h1": "1.25",
  },
  typography: { "font-size-small": "0.875rem", "line-height-small": "1.5" },
  "media-query-breakpoints": {
    "screen-xs-min": "480px",
    "screen-sm-min": "768px",
    "screen-md-min": "992px",
    "screen-lg-min": "1200px",
    "screen-xs-max": "767px",
    "screen-sm-max": "991px",
    "screen-md-max": "1199px",
  },
  grid: { "container-sm": "auto", "container-md": "922px", "container-lg": "1152px" },
};

describe("the release's values on the guideline pages", () => {
  it("finds a variable in any module, and names those two modules define", () => {
    expect(variableValue(modules, "u2")).toBe("16px");
    expect(variableValue(modules, "u99")).toBeUndefined();
    expect(ambiguousNames(modules)).toEqual([]);
    expect(ambiguousNames({ a: { x: "1" }, b: { x: "2", y: "3" } })).toEqual(["x"]);
  });

  it("writes values the Dutch way, with pixels beside rem", () => {
    expect(dutchValue("1.25")).toBe("1,25");
    expect(dutchValue("0.875rem")).toBe("0,875rem");
    expect(pixels("2rem")).toBe(32);
    expect(pixels("767px")).toBe(767);
    expect(pixels("auto")).toBeUndefined();
    expect(shownValue("0.875rem")).toBe("0,875rem (14px)");
    expect(shownValue("8px")).toBe("8px");
    expect(shownValue("1.3333333")).toBe("1,3333333");
  });

  it("computes a colour's contrast on white and on the darkest background, with the verdict, never rounded up onto a threshold", () => {
    const row = colourRow(modules, "grijs-40");
    expect(row.hex).toBe("#999999");
    expect(row.contrasts).toMatchObject([
      { background: "wit", text: "2,8:1", verdict: "surface" },
      { background: "bosgroen-140", text: "4,7:1", verdict: "text" },
    ]);
    expect(colourRow(modules, "grasgroen", ["wit"]).contrasts).toMatchObject([{ text: "4,5:1", verdict: "text" }]);
    expect(() => colourRow(modules, "grasgroen", ["u1"])).toThrow("$u1 is not a colour of the release");
    expect(() => colourRow(modules, "u1")).toThrow("$u1 is not a colour of the release");
  });

  it("gives a spacing step its pixels, its rem twin and the other names of its size", () => {
    expect(scaleRows(modules, ["u1", "u2"], ["block-spacing-small"])).toEqual([
      { name: "u1", value: "8px", px: 8, rem: { name: "ru1", value: "0.5rem" }, sameAs: ["block-spacing-small"] },
      { name: "u2", value: "16px", px: 16, rem: undefined, sameAs: [] },
    ]);
    expect(() => scaleRows(modules, ["container-sm"])).toThrow("$container-sm is auto, not a length in px or rem");
    expect(() => scaleRows(modules, ["u3"])).toThrow("$u3 is not a variable of the release");
  });

  it("derives the grid's viewports from the breakpoints, the widest open-ended", () => {
    expect(viewports(modules)).toEqual([
      { size: "xs", from: 0, to: 767, container: undefined },
      { size: "sm", from: 768, to: 991, container: "auto" },
      { size: "md", from: 992, to: 1199, container: "922px" },
      { size: "lg", from: 1200, to: undefined, container: "1152px" },
    ]);
  });

  it("pairs each font size with its line height by the design system's names", () => {
    expect(lineHeightName("font-size-h1")).toBe("font-line-height-h1");
    expect(lineHeightName("font-size-small")).toBe("line-height-small");
    expect(typeRows(modules, ["font-size-h1", "font-size-small"])).toEqual([
      { size: "font-size-h1", sizeValue: "2rem", px: 32, lineHeight: "font-line-height-h1", lineHeightValue: "1.25" },
      {
        size: "font-size-small",
        sizeValue: "0.875rem",
        px: 14,
        lineHeight: "line-height-small",
        lineHeightValue: "1.5",
      },
    ]);
  });

  it("addresses, sizes and picks the illustrations", () => {
    const graphics = [
      { file: "boom_kappen.svg", width: 226.8, height: 226.8 },
      { file: "foutmelding.svg", width: 431, height: 218.5 },
    ];
    expect(graphicUrl("https://cdn.example/dso-toolkit/{version}/{path}", "100.1.0", "boom_kappen.svg")).toBe(
      "https://cdn.example/dso-toolkit/100.1.0/assets/graphics/boom_kappen.svg",
    );
    expect(shownSize(graphics[1], 320)).toEqual({ width: 320, height: 162 });
    expect(galleryGraphics(graphics, [], ["foutmelding.svg"])).toEqual([graphics[0]]);
    expect(galleryGraphics(graphics, ["foutmelding.svg"], [])).toEqual([graphics[1]]);
    expect(() => galleryGraphics(graphics, ["schuur.svg"], [])).toThrow(
      "schuur.svg is not an illustration of the release",
    );
  });
});
