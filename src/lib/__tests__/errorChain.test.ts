import { errorChain } from "../errorChain";

describe("errorChain", () => {
  it("follows error.cause", () => {
    const root = new Error("netwerk weg");
    const middle = new Error("pagina laden mislukt", { cause: root });
    expect(errorChain(new Error("render mislukt", { cause: middle }))).toEqual([
      "render mislukt",
      "pagina laden mislukt",
      "netwerk weg",
    ]);
  });
  it("handles non-errors and cycles", () => {
    expect(errorChain("kapot")).toEqual(["kapot"]);
    const a = new Error("a") as Error & { cause?: unknown };
    a.cause = a;
    expect(errorChain(a)).toEqual(["a"]);
  });
});
