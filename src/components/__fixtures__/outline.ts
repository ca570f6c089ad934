/**
 * A page fragment as a short outline for snapshots: one line per element that carries meaning
 * (landmarks, headings, lists, links, controls, table cells), with the attributes a visitor or a
 * screen reader meets and its own text. Wrappers, class names and icons are left out, so a
 * snapshot changes when what the page says or offers changes, not when its styling does.
 */
const SHOWN = new Set([
  "header",
  "nav",
  "main",
  "article",
  "aside",
  "section",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "p",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "table",
  "caption",
  "th",
  "td",
  "blockquote",
  "pre",
  "a",
  "button",
  "input",
  "label",
  "select",
  "option",
  "time",
  "dialog",
]);
const ATTRIBUTES = [
  "href",
  "id",
  "type",
  "value",
  "role",
  "aria-label",
  "aria-labelledby",
  "aria-current",
  "aria-expanded",
  "aria-controls",
  "hidden",
  "datetime",
  "lang",
  "rel",
  "for",
];

const isShown = (element: Element) => SHOWN.has(element.tagName.toLowerCase()) || element.hasAttribute("aria-current");
const isSkipped = (element: Element) => ["svg", "script", "style"].includes(element.tagName.toLowerCase());

/** An element's own text: its text nodes and those of descendants that get no line of their own. */
function ownText(element: Element): string {
  return [...element.childNodes]
    .map((node) =>
      node.nodeType === 3
        ? node.textContent!
        : node.nodeType === 1 && !isShown(node as Element) && !isSkipped(node as Element)
          ? ` ${ownText(node as Element)} `
          : " ",
    )
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

export function outline(root: Element | null): string {
  if (!root) throw new Error("outline: the element to snapshot is missing");
  const lines: string[] = [];
  const visit = (element: Element, level: number) => {
    if (isSkipped(element)) return;
    const shown = isShown(element);
    if (shown) {
      const attributes = ATTRIBUTES.filter((name) => element.hasAttribute(name)).map(
        (name) => `${name}=${JSON.stringify(element.getAttribute(name))}`,
      );
      const text = ownText(element);
      lines.push(
        `${"  ".repeat(level)}${[element.tagName.toLowerCase(), ...attributes].join(" ")}${text ? `: ${text}` : ""}`,
      );
    }
    for (const child of element.children) visit(child, shown ? level + 1 : level);
  };
  visit(root, 0);
  return `\n${lines.join("\n")}\n`;
}
