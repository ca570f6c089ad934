import { spawnSync } from "node:child_process";
import path from "node:path";

// ESLint loads eslint.config.mjs with a dynamic import, which Jest's module system cannot run, so
// the test asks the command line, as `npm run lint` does.
const root = path.resolve(__dirname, "..");

// One ESLint process lints every case (`[code, file]` on stdin); it prints, per case, its rules.
const LINT = `
import { ESLint } from "eslint";
const cases = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
const eslint = new ESLint();
const reports = [];
for (const [code, filePath] of cases) {
  const [report] = await eslint.lintText(code, { filePath });
  reports.push(report.messages.map((message) => message.ruleId ?? message.message));
}
console.log(JSON.stringify(reports));
`;

/** The rules ESLint reports for each code as if it were the file named beside it. */
function ruleIdsOf(cases: [code: string, file: string][]): string[][] {
  const result = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { createRequire } from "node:module"; const require = createRequire(process.cwd() + "/"); ${LINT}`,
    ],
    { cwd: root, input: JSON.stringify(cases), encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as string[][];
}

const STATEFUL = `import React, { useState } from "react";

export function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" onClick={() => setOpen(!open)}>
      {String(open)}
    </button>
  );
}
`;

const EFFECT = `import React from "react";

export function Effect() {
  React.useEffect(() => undefined, []);
  return <p>Tekst</p>;
}
`;

const STATELESS = `import React from "react";

export function Note({ children }: { children: React.ReactNode }) {
  return <p className="note">{children}</p>;
}
`;

describe("eslint.config.mjs: the MDX components (src/article/mdx)", () => {
  it("rejects state and effect hooks and event handler props there, and nothing else", () => {
    const [stateful, effect, stateless, elsewhere] = ruleIdsOf([
      [STATEFUL, "src/article/mdx/Toggle.tsx"],
      [EFFECT, "src/article/mdx/Effect.tsx"],
      [STATELESS, "src/article/mdx/Note.tsx"],
      [STATEFUL, "src/components/Toggle/index.tsx"],
    ]);
    expect(stateful).toEqual(["no-restricted-imports", "no-restricted-syntax"]);
    expect(effect).toEqual(["no-restricted-syntax"]);
    expect(stateless).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});
