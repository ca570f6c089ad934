import { Link } from "gatsby";
import React, { useState } from "react";
import { categoryTrail, type Sidebar, type SidebarCategory, type SidebarItem } from "../../shared/sidebarShapes";
import { shellText } from "../../../i18n/shell";
import * as styles from "./styles.module.css";

/** Where the visitor is, which every link of the sidebar needs. */
interface Place {
  /** Current route below the base path. */
  path: string;
  /** Called after a link is followed, so the mobile menu can close. */
  onNavigate?: () => void;
}

/** A page's link, a category's or a leaf's: marked when it is the current page. */
function pageLink(href: string, label: string, path: string, onNavigate?: () => void) {
  return (
    <Link to={href} className={styles.link} aria-current={href === path ? "page" : undefined} onClick={onNavigate}>
      {label}
    </Link>
  );
}

function Category({
  item,
  path,
  open: initiallyOpen,
  onNavigate,
  openSet,
}: Place & { item: SidebarCategory; open: boolean; openSet: Set<SidebarCategory> }) {
  const [open, setOpen] = useState(initiallyOpen);
  const listId = `sidebar-${item.label.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <li className={styles.category}>
      <div className={styles.categoryRow}>
        {item.href ? (
          pageLink(item.href, item.label, path, onNavigate)
        ) : (
          <span className={styles.link}>{item.label}</span>
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          aria-label={shellText("sidebar.toggle", { label: item.label })}
        >
          <span aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </div>
      {/* Closed categories render no children: less HTML and less to hydrate on every doc page. */}
      <ul id={listId} className={styles.list} hidden={!open}>
        {open &&
          item.items.map((child) => (
            <Item key={child.href ?? child.label} item={child} path={path} onNavigate={onNavigate} openSet={openSet} />
          ))}
      </ul>
    </li>
  );
}

function Item({ item, path, onNavigate, openSet }: Place & { item: SidebarItem; openSet: Set<SidebarCategory> }) {
  if (item.type === "category")
    return <Category item={item} path={path} open={openSet.has(item)} onNavigate={onNavigate} openSet={openSet} />;
  return <li>{pageLink(item.href, item.label, path, onNavigate)}</li>;
}

/** The docs sidebar: collapsible categories, the one holding the current page open. */
export function DocSidebar({ sidebar, path, onNavigate }: Place & { sidebar: Sidebar }) {
  const openSet = new Set(categoryTrail(sidebar, path));
  return (
    <nav aria-label={shellText("sidebar.label")} className={styles.sidebar}>
      <ul className={styles.list}>
        {sidebar.map((item) => (
          <Item key={item.href ?? item.label} item={item} path={path} onNavigate={onNavigate} openSet={openSet} />
        ))}
      </ul>
    </nav>
  );
}
