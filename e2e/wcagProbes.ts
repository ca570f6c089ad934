import type { Page } from "@playwright/test";

/**
 * In-page measurements for e2e/wcag.spec.ts. Each runs inside the page (page.evaluate), so a page
 * is measured in one round trip and one browser page serves a whole chunk of routes.
 */

/** WCAG's text-spacing overrides (1.4.12), with !important as a visitor's style sheet would set them. */
export const TEXT_SPACING_CSS = `
* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }
`;

/**
 * Applies or removes the text-spacing overrides. A constructed style sheet, because the pages'
 * Content-Security-Policy rightly blocks an injected <style> element.
 */
export async function setTextSpacing(page: Page, on: boolean) {
  await page.evaluate(
    ([css, apply]) => {
      const doc = document as Document & { __textSpacing?: CSSStyleSheet };
      if (!doc.__textSpacing) {
        doc.__textSpacing = new CSSStyleSheet();
        doc.__textSpacing.replaceSync(css);
      }
      const sheet = doc.__textSpacing;
      const others = doc.adoptedStyleSheets.filter((candidate) => candidate !== sheet);
      doc.adoptedStyleSheets = apply ? [...others, sheet] : others;
    },
    [TEXT_SPACING_CSS, on] as const,
  );
}

export interface LayoutReport {
  /** How far the page itself scrolls sideways, in CSS px (0 when it does not). */
  overflow: number;
  /** Elements that cut off their own text (overflow hidden or clip, content larger than the box). */
  clipped: string[];
  /** Pairs of interactive elements whose boxes overlap. */
  overlaps: string[];
}

/** Sideways scroll, and unless `full` is false also clipped text and overlapping controls, in one pass. */
export function measureLayout(page: Page, full = true): Promise<LayoutReport> {
  return page.evaluate((full) => {
    const name = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      const id = element.id ? `#${element.id}` : "";
      const cls =
        typeof element.className === "string" && element.className ? `.${element.className.split(/\s+/)[0]}` : "";
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
      return `${tag}${id}${cls}${text ? ` "${text}"` : ""}`;
    };
    // checkVisibility() is false inside a closed <details> too: its content keeps a layout box, unpainted.
    const visible = (element: Element) => {
      if (!element.checkVisibility()) return false;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 2 && rect.height > 2;
    };
    const root = document.documentElement;
    const overflow = Math.max(0, root.scrollWidth - root.clientWidth);
    if (!full) return { overflow, clipped: [], overlaps: [] };

    const clipped: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const style = getComputedStyle(element);
      const hidesX = style.overflowX === "hidden" || style.overflowX === "clip";
      const hidesY = style.overflowY === "hidden" || style.overflowY === "clip";
      if (!hidesX && !hidesY) continue;
      if (!visible(element) || !(element.textContent ?? "").trim()) continue;
      if (
        (hidesX && element.scrollWidth > element.clientWidth + 1) ||
        (hidesY && element.scrollHeight > element.clientHeight + 1)
      )
        clipped.push(name(element));
    }

    const targets = [...document.querySelectorAll("a[href], button, input, select, textarea, summary")].filter(visible);
    // Per line box: a link that wraps covers two lines, not the rectangle around both.
    const boxes = targets.flatMap((element) =>
      [...element.getClientRects()]
        .filter((rect) => rect.width > 1 && rect.height > 1)
        .map((rect) => ({ element, rect })),
    );
    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (a.element === b.element || a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 1 && y > 1) overlaps.push(`${name(a.element)} × ${name(b.element)}`);
      }
    return { overflow, clipped, overlaps };
  }, full);
}

/** What counts as an interactive target for WCAG 2.5.8 (target size) and the keyboard pass. */
export const TARGETS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

export interface TargetReport {
  /** Targets checked (visible, not an inline link in a sentence). */
  checked: number;
  /** The smallest width and height among them, in CSS px. */
  smallest: { width: number; height: number; name: string } | null;
  /** Targets under 24 × 24 px without the spacing WCAG 2.5.8 allows instead. */
  failures: string[];
}

/**
 * WCAG 2.5.8: every target is at least 24 × 24 CSS px, or a circle of 24 px centred on it meets
 * no other target and no other small target's circle. A link inside a sentence (inline, with other
 * text in the same block) is exempt, as the criterion allows.
 */
export function measureTargets(page: Page, selector = TARGETS): Promise<TargetReport> {
  return page.evaluate((selector) => {
    const name = (element: Element) => {
      const label = element.getAttribute("aria-label") ?? (element.textContent ?? "").trim().replace(/\s+/g, " ");
      return `${element.tagName.toLowerCase()} "${label.slice(0, 40)}"`;
    };
    const words = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== "inline") return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
      return !!block && words(block.textContent) !== words(element.textContent);
    };
    const all = [...document.querySelectorAll(selector)].filter((element) => {
      if (!element.checkVisibility()) return false;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none" || style.pointerEvents === "none") return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 2 && rect.height > 2;
    });
    // A target inside another (a button's icon that is itself focusable) is part of it.
    const targets = all
      .filter((element) => !all.some((other) => other !== element && other.contains(element)))
      .map((element) => ({ element, rect: element.getBoundingClientRect(), exempt: inSentence(element) }));
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) =>
      Math.hypot(
        Math.max(rect.left - point.x, 0, point.x - rect.right),
        Math.max(rect.top - point.y, 0, point.y - rect.bottom),
      );
    const small = (rect: DOMRect) => rect.width < 23.5 || rect.height < 23.5;

    const failures: string[] = [];
    let smallest: TargetReport["smallest"] = null;
    let checked = 0;
    for (const target of targets) {
      if (target.exempt) continue;
      checked++;
      const { width, height } = target.rect;
      if (!smallest || Math.min(width, height) < Math.min(smallest.width, smallest.height))
        smallest = {
          width: Math.round(width * 10) / 10,
          height: Math.round(height * 10) / 10,
          name: name(target.element),
        };
      if (!small(target.rect)) continue;
      const c = centre(target.rect);
      const crowded = targets.find(
        (other) =>
          other !== target &&
          (distanceToRect(c, other.rect) < 12 ||
            (small(other.rect) && Math.hypot(centre(other.rect).x - c.x, centre(other.rect).y - c.y) < 24)),
      );
      if (crowded)
        failures.push(
          `${name(target.element)} is ${Math.round(width)} × ${Math.round(height)} px, too close to ${name(crowded.element)}`,
        );
    }
    return { checked, smallest, failures };
  }, selector);
}

export interface FocusReport {
  /** Where the element stands among all elements of the page: the same key means the pass has come round. */
  key: string;
  name: string;
  problems: string[];
}

/**
 * The focused element after a key press, once the page has settled (scroll handlers run, the
 * navbar's slide finished): whether it shows a focus outline of at least 2 px with 3:1 contrast
 * against the background around it (2.4.7, 2.4.13's contrast), and whether anything sticky or
 * fixed covers it (2.4.11). Null when focus is on no element of the page.
 */
export async function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));

    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) return null;
    const label = active.getAttribute("aria-label") ?? (active.textContent ?? "").trim().replace(/\s+/g, " ");
    const name = `${active.tagName.toLowerCase()} "${label.slice(0, 50)}"`;
    const all = [...document.querySelectorAll("*")];
    const key = `${all.indexOf(active)}:${name}`;
    const problems: string[] = [];
    if (active.tagName === "IFRAME") return { key, name, problems };

    const rect = active.getBoundingClientRect();
    const view = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    const overlap = (a: { left: number; top: number; right: number; bottom: number }, b: typeof a) =>
      Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
      Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
    const shown = {
      left: Math.max(rect.left, 0),
      top: Math.max(rect.top, 0),
      right: Math.min(rect.right, innerWidth),
      bottom: Math.min(rect.bottom, innerHeight),
    };
    const area = overlap(rect, view);
    if (area === 0) problems.push("is outside the viewport");
    else {
      // What is painted on top, at a grid of points over the visible part of the element: anything
      // sticky or fixed there that is not the element (or holds it) covers it.
      const covers = new Set<Element>();
      let covered = 0;
      let points = 0;
      for (const fx of [0.1, 0.5, 0.9])
        for (const fy of [0.1, 0.5, 0.9]) {
          const x = shown.left + (shown.right - shown.left) * fx;
          const y = shown.top + (shown.bottom - shown.top) * fy;
          points++;
          const hit = document.elementFromPoint(x, y);
          if (!hit || active.contains(hit) || hit.contains(active)) continue;
          for (let element: Element | null = hit; element; element = element.parentElement) {
            if (element.contains(active)) break;
            const position = getComputedStyle(element).position;
            if (position === "sticky" || position === "fixed") {
              covers.add(element);
              covered++;
              break;
            }
          }
        }
      for (const element of covers)
        problems.push(
          `${covered === points ? "is hidden" : "is partly hidden"} behind ${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]}`,
        );
    }

    // The outline and the background it is drawn on.
    const style = getComputedStyle(active);
    const rgb = (color: string) => {
      const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
      return match ? { r: +match[1], g: +match[2], b: +match[3], a: match[4] === undefined ? 1 : +match[4] } : null;
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let background = null as ReturnType<typeof rgb>;
    for (let element = active.parentElement; element && !background; element = element.parentElement) {
      const color = rgb(getComputedStyle(element).backgroundColor);
      if (color && color.a > 0.5) background = color;
    }
    background ??= rgb(getComputedStyle(document.documentElement).backgroundColor) ?? { r: 255, g: 255, b: 255, a: 1 };
    const outline = rgb(style.outlineColor);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === "none" || width < 2 || !outline)
      problems.push(`has no focus outline (${style.outlineStyle} ${style.outlineWidth})`);
    else {
      const [light, dark] = [luminance(outline), luminance(background)].sort((a, b) => b - a);
      const ratio = (light + 0.05) / (dark + 0.05);
      if (ratio < 3)
        problems.push(
          `focus outline ${style.outlineColor} on ${getComputedStyle(active.parentElement!).backgroundColor}: contrast ${ratio.toFixed(2)}`,
        );
    }
    if (parseFloat(style.opacity) < 0.5) problems.push(`is nearly transparent (opacity ${style.opacity})`);
    return { key, name, problems };
  });
}
