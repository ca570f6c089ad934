import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyProject } from "../../scripts/projectCopy";
import { categoryFile, copiedPostName, varyDocument, vocabularyOf } from "./scaleContent";
import { filesUnder } from "./site";

/**
 * A temporary copy of the project whose content is `scale` times the real
 * content: the real pages, plus scale − 1 copies of every doc (under
 * `content/docs/schaal-N/`) and every post, each with generated text. The
 * project itself is not touched, and its build config needs no hook for this.
 */
export function makeScaledProject(
  projectDir: string,
  scale: number,
): { dir: string; generatedPages: number; vocabulary: number } {
  const target = copyProject(projectDir, `dso-bench-scale-${scale}-`, [path.join("bench", "out")]);
  const docsDir = path.join(target, "content", "docs");
  const blogDir = path.join(target, "content", "blog");
  const docs = filesUnder(docsDir).map((file) => path.relative(docsDir, file));
  const posts = readdirSync(blogDir).filter((name) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(name));
  const sources = new Map(
    [
      ...docs.filter((file) => /\.mdx?$/.test(file)).map((file) => path.join(docsDir, file)),
      ...posts.map((file) => path.join(blogDir, file)),
    ].map((file) => [file, readFileSync(file, "utf8")]),
  );
  const vocabulary = vocabularyOf([...sources.values()]);
  for (let copy = 1; copy < scale; copy += 1) {
    const copyDir = path.join(docsDir, `schaal-${copy}`);
    for (const file of docs) {
      const destination = path.join(copyDir, file);
      mkdirSync(path.dirname(destination), { recursive: true });
      const source = path.join(docsDir, file);
      if (/\.mdx?$/.test(file)) writeFileSync(destination, varyDocument(sources.get(source)!, copy, vocabulary, file));
      else cpSync(source, destination);
    }
    writeFileSync(path.join(copyDir, "_category_.yml"), categoryFile(copy));
    for (const post of posts)
      writeFileSync(
        path.join(blogDir, copiedPostName(post, copy)),
        varyDocument(sources.get(path.join(blogDir, post))!, copy, vocabulary, post),
      );
  }
  // Each copy varies every source page once.
  return { dir: target, generatedPages: (scale - 1) * sources.size, vocabulary: vocabulary.length };
}
