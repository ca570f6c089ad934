import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { analyseMdx } from "../src/node/mdxAnalysis";
import { postProblems, type PostFact } from "./contentRules";

/** Blog completeness: exactly the posts of the facts (facts/blog.json), each with the required shape (./contentRules.ts). */
const root = path.resolve(__dirname, "..");
const postFacts = JSON.parse(readFileSync(path.join(root, "facts/blog.json"), "utf8")).posts as PostFact[];

describe("blog content", () => {
  const files = readdirSync(path.join(root, "content/blog")).filter((name) => name.endsWith(".mdx"));
  const authorKeys = Object.keys(parse(readFileSync(path.join(root, "content/blog/authors.yml"), "utf8")));

  it("has exactly the posts of the facts", () => {
    expect(files.sort()).toEqual(postFacts.map((fact) => `${fact.date}-${fact.slug}.mdx`).sort());
  });

  it.each(postFacts.map((fact) => [`${fact.date}-${fact.slug}`, fact] as const))(
    "post %s is complete",
    (name, fact) => {
      const file = `content/blog/${name}.mdx`;
      expect(postProblems(fact, analyseMdx(readFileSync(path.join(root, file), "utf8"), file), authorKeys)).toEqual([]);
    },
  );
});
