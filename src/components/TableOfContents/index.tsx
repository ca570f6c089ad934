import React, { useEffect, useState } from "react";
import { docsText } from "../../i18n/docs";
import * as styles from "./styles.module.css";

export interface TocItem {
  url?: string;
  title?: string;
  items?: TocItem[];
}

function ids(items: TocItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.url ? [decodeURIComponent(item.url.slice(1))] : []),
    ...ids(item.items ?? []),
  ]);
}

/** Highlights the section whose heading was passed last while scrolling. */
function useActiveHeading(headingIds: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  // The effect follows the ids' text: the array is new on every render.
  const key = headingIds.join(" ");
  useEffect(() => {
    const ids = key ? key.split(" ") : [];
    // The last heading within 120 px of the top or above it, else the first.
    const update = () => {
      const passed = ids.filter((id) => (document.getElementById(id)?.getBoundingClientRect().top ?? Infinity) <= 120);
      setActive(passed.at(-1) ?? ids[0]);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [key]);
  return active;
}

function List({ items, active }: { items: TocItem[]; active?: string }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.url ?? item.title}>
          {item.url && (
            <a
              href={item.url}
              className={styles.link}
              aria-current={decodeURIComponent(item.url.slice(1)) === active ? "location" : undefined}
            >
              {item.title}
            </a>
          )}
          {item.items && <List items={item.items} active={active} />}
        </li>
      ))}
    </ul>
  );
}

/** The page's headings at the levels tableOfContents of site.config.ts names (plugins/content-model/tableOfContents.ts). */
export function TableOfContents({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(ids(items));
  if (items.length === 0) return null;
  return (
    <nav aria-labelledby="toc-title" className={styles.toc}>
      <h2 id="toc-title" className={styles.title}>
        {docsText("toc.title")}
      </h2>
      <List items={items} active={active} />
    </nav>
  );
}
