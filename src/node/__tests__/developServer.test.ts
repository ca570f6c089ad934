import {
  answerPlaygroundFrames,
  NO_PLAYGROUND,
  playgroundFramePath,
  type Handler,
  type Response,
} from "../developServer";

describe("playgroundFramePath", () => {
  it("matches the frame addresses of every playground and version on the server's own host", () => {
    const path = playgroundFramePath("/!{playground}/{version}/iframe.html")!;
    expect(path.test("/!storybook/master/iframe.html")).toBe(true);
    expect(path.test("/!angular/81.0.0/iframe.html")).toBe(true);
    expect(path.test("/components/accordion/")).toBe(false);
    expect(path.test("/!storybook/master/iframe-html")).toBe(false);
  });

  it("leaves a playground on another host alone", () => {
    expect(playgroundFramePath("http://localhost:6006/iframe.html")).toBeUndefined();
  });
});

describe("answerPlaygroundFrames", () => {
  function run(path: string) {
    const handlers: Handler[] = [];
    answerPlaygroundFrames("/!{playground}/{version}/iframe.html")({ use: (handler) => handlers.push(handler) });
    const sent: Array<[number, string]> = [];
    let status = 0;
    let passed = false;
    const response: Response = {
      status: (code) => ((status = code), response),
      type: () => response,
      send: (body) => void sent.push([status, body]),
    };
    handlers.forEach((handler) => handler({ path }, response, () => (passed = true)));
    return { sent, passed };
  }

  it("answers a frame address with a short 404 that says why", () => {
    expect(run("/!react/master/iframe.html")).toEqual({ sent: [[404, NO_PLAYGROUND]], passed: false });
  });

  it("passes any other request on", () => {
    expect(run("/components/")).toEqual({ sent: [], passed: true });
  });
});
