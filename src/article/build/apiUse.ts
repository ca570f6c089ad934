import type { Code, InlineCode } from "mdast";
import { nodesOf, type MdxAnalysis } from "../../../plugins/content-model/mdxAnalysis";

/*
 * What a page says about the web components' API, checked against the API of the release the site
 * documents: the build (src/docs/build/createDocPages.ts) and the content check
 * (checks/webComponents.test.ts) both run it.
 */

/** The attributes HTML and frameworks give every element; a page may use them on any web component. */
const GLOBAL_ATTRIBUTES = new Set([
  ..."class classname id slot style role hidden tabindex title lang dir key ref part inert".split(" "),
  // Angular's forms directives, which the design system's Angular package binds to its form components.
  ..."ngmodel ngmodeloptions formcontrol formcontrolname".split(" "),
]);
const pascalCase = (tag: string) =>
  tag.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());

/** The attribute list of an element in code that starts at `from`, with quoted values and `{…}` expressions blanked out. */
function attributeText(code: string, from: number): string {
  let text = "";
  let depth = 0;
  let quote = "";
  for (let index = from; index < code.length; index += 1) {
    const char = code[index];
    if (quote) {
      if (char === quote) quote = "";
    } else if (depth > 0) {
      if (char === "{") depth += 1;
      else if (char === "}") depth -= 1;
    } else if (char === '"' || char === "'") {
      quote = char;
      text += " ";
    } else if (char === "{") {
      depth = 1;
      text += " ";
    } else if (char === ">") break;
    else text += char;
  }
  return text;
}

const WEB_COMPONENT = /^(dso-[a-z-]+|Dso[A-Za-z]+)$/;

/**
 * The web-component elements (`<dso-…>`, `<Dso…>`) in a code block or code span, each with its line
 * and the attribute names set on it: HTML, JSX or Angular templates, which are text to MDX, so they
 * are read here. Angular's `[prop]`, `(event)` and `[attr.name]` give their names; `first` is the
 * line of the code's first line.
 */
function usesInCode(code: string, first: number) {
  return [...code.matchAll(/<(dso-[a-z-]+|Dso[A-Za-z]+)\b/g)].map((match) => ({
    name: match[1],
    line: first + code.slice(0, match.index).split("\n").length - 1,
    attributes: (
      attributeText(code, (match.index ?? 0) + match[0].length)
        .replace(/=/g, " ")
        .match(/[A-Za-z_:@.[\]()-]+/g) ?? []
    ).map((raw) => raw.replace(/[[\]()]/g, "").split(".")[0]),
  }));
}

/**
 * Checks what a page's examples and code spans say about web components against their metadata:
 * every attribute or property set on a `<dso-…>` element (or its React wrapper `<Dso…>`), in code
 * or in the MDX itself, every `onDso…` handler and every `dso…` name in a code span must exist.
 * Returns problems with their line.
 */
export function apiUseProblems(
  page: MdxAnalysis,
  metadata: ReadonlyArray<{
    tag: string;
    props: ReadonlyArray<{ name: string; attribute: string | null }>;
    events: ReadonlyArray<{ name: string }>;
  }>,
): string[] {
  const problems: string[] = [];
  const byName = new Map(
    metadata.flatMap((component) => [
      [component.tag, component] as const,
      [pascalCase(component.tag), component] as const,
    ]),
  );
  const code = nodesOf(page.tree, (node) => node.type === "code" || node.type === "inlineCode") as Array<
    Code | InlineCode
  >;
  const uses = [
    // A code block's text starts on the line below its opening fence.
    ...code.flatMap((node) => usesInCode(node.value, node.position!.start.line + (node.type === "code" ? 1 : 0))),
    ...page.elements
      .filter((element) => WEB_COMPONENT.test(element.name))
      .map(({ name, line, attributes }) => ({ name, line, attributes: attributes.map((attribute) => attribute.name) })),
  ].sort((a, b) => a.line - b.line);
  for (const use of uses) {
    const component = byName.get(use.name);
    const where = `line ${use.line}: <${use.name}>`;
    if (!component) {
      problems.push(`${where} is not a web component`);
      continue;
    }
    const known = new Set(component.props.flatMap((prop) => [prop.name, prop.attribute ?? prop.name]));
    const events = new Set(component.events.map((event) => event.name));
    for (const name of use.attributes) {
      if (!name || GLOBAL_ATTRIBUTES.has(name.toLowerCase()) || /^(aria-|data-|@)/.test(name)) continue;
      const handler = /^on[A-Z]/.test(name) ? name[2].toLowerCase() + name.slice(3) : undefined;
      if (
        handler !== undefined
          ? !events.has(handler) && !/^(click|key|focus|blur|input|change)/i.test(handler)
          : !known.has(name) && !events.has(name)
      ) {
        problems.push(`${where} has no ${handler ? `event ${handler}` : `property or attribute ${name}`}`);
      }
    }
  }
  const everyName = new Set(
    metadata.flatMap((component) => [
      ...component.props.map((prop) => prop.name),
      ...component.events.map((event) => event.name),
    ]),
  );
  for (const span of code.filter((node) => node.type === "inlineCode" && /^dso[A-Z][A-Za-z]*$/.test(node.value)))
    if (!everyName.has(span.value))
      problems.push(
        `line ${span.position!.start.line}: \`${span.value}\` is no property or event of any web component`,
      );
  return problems;
}
