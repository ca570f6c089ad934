import React, { useEffect, useRef, useState } from "react";
import { firstLink, getSidebar, docPath } from "../../build/sidebar";
import { useDocsVersion } from "../../hooks/useDocsVersion";
import type { DropdownNavbarItem, NavbarItem, NavbarItemType } from "../../types/config";
import { SmartLink } from "../SmartLink";
import * as styles from "./styles.module.css";

type ItemProps<T extends NavbarItemType> = { item: Extract<NavbarItem, { type: T }> };

function DocSidebarItem({ item }: ItemProps<"docSidebar">) {
  const version = useDocsVersion();
  const to = firstLink(getSidebar(version.sidebars, item.sidebarId));
  if (!to) throw new Error(`Navbar item ${JSON.stringify(item)}: sidebar "${item.sidebarId}" has no link`);
  return <SmartLink to={to} className={styles.item}>{item.label}</SmartLink>;
}

function DocItem({ item }: ItemProps<"doc">) {
  const version = useDocsVersion();
  return <SmartLink to={docPath(version, item.docId)} className={styles.item}>{item.label}</SmartLink>;
}

function DefaultItem({ item }: ItemProps<"default">) {
  return (
    <SmartLink to={item.to} href={item.href} className={styles.item}>
      {item.label}
    </SmartLink>
  );
}

/** A disclosure menu: button with aria-expanded; Escape closes it and returns focus. */
export function Disclosure({ label, children, className }: { label: React.ReactNode; children: React.ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onPointer);
    };
  }, [open]);
  return (
    <div
      ref={root}
      className={`${styles.dropdown} ${className ?? ""}`}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className={styles.item} aria-expanded={open} onClick={() => setOpen(!open)}>
        {label} <span aria-hidden="true" className={styles.caret} />
      </button>
      <div className={styles.menu} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

function DropdownItem({ item }: { item: DropdownNavbarItem }) {
  return (
    <Disclosure label={item.label}>
      <ul className={styles.menuList}>
        {item.items.map((sub) => (
          <li key={sub.label}>
            <DefaultItem item={sub} />
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}

function HtmlItem({ item }: ItemProps<"html">) {
  // Configuration is trusted, authored content.
  return <span className={styles.item} dangerouslySetInnerHTML={{ __html: item.value }} />;
}

/** Slots that later features fill; registered here so the registry stays complete. */
export const slots: Partial<Record<NavbarItemType, React.ComponentType<{ item: NavbarItem }>>> = {};

const registry: { [T in NavbarItemType]?: React.ComponentType<ItemProps<T>> } = {
  default: DefaultItem,
  doc: DocItem,
  docSidebar: DocSidebarItem,
  dropdown: DropdownItem,
  html: HtmlItem,
};

/** Renders one configured navbar item; an unknown type is an error naming the item. */
export function NavbarItemView({ item }: { item: NavbarItem }) {
  const Component = (registry[item.type] ?? slots[item.type]) as React.ComponentType<{ item: NavbarItem }> | undefined;
  if (!Component) {
    if (isKnownSlot(item.type)) return null;
    throw new Error(`Unknown navbar item type in ${JSON.stringify(item)}`);
  }
  return <Component item={item} />;
}

const KNOWN_SLOTS: NavbarItemType[] = ["search", "dsoVersionSelector", "localeDropdown", "docsVersion", "docsVersionDropdown"];
function isKnownSlot(type: string): boolean {
  return (KNOWN_SLOTS as string[]).includes(type);
}
