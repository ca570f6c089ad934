import {
  cpuSecondsFromTimeOutput,
  gatsbySteps,
  maxRssFromTimeOutput,
  median,
  parseArgs,
  parseProcStat,
  percentile,
  treeRss,
} from "../stats";

describe("percentile and median", () => {
  it("uses the nearest rank", () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 50)).toBeUndefined();
  });

  it("takes the middle, or the mean of the two middles", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 7])).toBe(7);
  });
});

describe("memory", () => {
  it("reads the maximum RSS from /usr/bin/time -v", () => {
    expect(maxRssFromTimeOutput("\tMaximum resident set size (kbytes): 1969028\n")).toBe(1969028 * 1024);
    expect(maxRssFromTimeOutput("no such line")).toBeUndefined();
  });

  it("reads CPU seconds from /usr/bin/time -v", () => {
    expect(cpuSecondsFromTimeOutput("\tUser time (seconds): 111.48\n\tSystem time (seconds): 13.39\n")).toBe(124.9);
    expect(cpuSecondsFromTimeOutput("")).toBeUndefined();
  });

  it("parses /proc stat lines whose command has spaces and parentheses", () => {
    const line =
      "123 (node (worker) 2) S 99 123 123 0 -1 4194560 1 0 0 0 5 1 0 0 20 0 11 0 100 1000 2500 18446744073709551615";
    expect(parseProcStat(line)).toEqual({ ppid: 99, rssPages: 2500 });
  });

  it("sums a process and all its descendants, nothing else", () => {
    const all = new Map([
      [1, { ppid: 0, rssBytes: 1000 }],
      [10, { ppid: 1, rssBytes: 5 }],
      [11, { ppid: 10, rssBytes: 7 }],
      [12, { ppid: 10, rssBytes: 11 }],
      [20, { ppid: 1, rssBytes: 13 }],
    ]);
    expect(treeRss(all, 10)).toBe(23);
  });
});

describe("parseArgs", () => {
  it("reads scale, quick and the skip flags", () => {
    expect(parseArgs([])).toMatchObject({ scale: 1, lighthouse: true, build: true, queries: 50, runs: 5 });
    expect(parseArgs(["--scale", "10", "--skip-lighthouse"])).toMatchObject({
      scale: 10,
      lighthouse: false,
      build: true,
    });
    expect(parseArgs(["--quick"])).toMatchObject({ lighthouse: false, build: false, develop: false, queries: 10 });
    expect(parseArgs([]).develop).toBe(true);
    expect(parseArgs(["--skip-develop"]).develop).toBe(false);
    expect(parseArgs([]).heapMB).toBeUndefined();
    expect(parseArgs(["--scale", "10"]).heapMB).toBe(8192);
    expect(parseArgs(["--scale", "10", "--heap", "12000"]).heapMB).toBe(12000);
  });

  it("names a bad option or value", () => {
    expect(() => parseArgs(["--scale", "0"])).toThrow("--scale must be a whole number of at least 1, not 0");
    expect(() => parseArgs(["--fast"])).toThrow("unknown option --fast");
    expect(() => parseArgs(["--port"])).toThrow("--port needs a value");
    expect(() => parseArgs(["--heap", "lots"])).toThrow("--heap must be a whole number of MB");
  });
});

describe("gatsbySteps", () => {
  it("lists Gatsby's step timings longest first, through colour codes and wrapped lines", () => {
    const log =
      "\u001b[2K\u001b[1Asuccess Building production JavaScript and CSS bundles - 47.912s\n\u001b[2Ksuccess Writing page-data.json files to public directory -\n0.035s - 130/130\nsuccess onPreInit - 0.004s\nsuccess Building HTML renderer - 20.1s\n";
    expect(gatsbySteps(log)).toEqual([
      { step: "Building production JavaScript and CSS bundles", seconds: 47.912 },
      { step: "Building HTML renderer", seconds: 20.1 },
      { step: "Writing page-data.json files to public directory", seconds: 0.035 },
      { step: "onPreInit", seconds: 0.004 },
    ]);
  });
});
