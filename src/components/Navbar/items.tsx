import React from "react";
import { Disclosure } from "../Disclosure";
import { useDocSidebar } from "../../docs/ui/useDocSidebar";
import { docRouteById, firstLink } from "../../docs/shared/sidebarShapes";
import type { NavbarItem, NavbarItemType } from "../../types/config";
import { SearchNavbarItem } from "../../search/ui/SearchBox";
import { SmartLink } from "../SmartLink";
import { DocsVersionDropdownItem, DocsVersionItem, LocaleDropdownItem, VersionSelectorItem } from "../VersionSelector";
import * as styles from "../../styles/navbar.module.css";

type ItemProps<T extends NavbarItemType> = { item: Extract<NavbarItem, { type: T }> };

/** A link of the bar; the items that name a doc or a sidebar are links to the route they find. */
function DefaultItem({ item }: { item: { label: string; to?: string; href?: string } }) {
  return (
    <SmartLink to={item.to} href={item.href} className={styles.item}>
      {item.label}
    </SmartLink>
  );
}

function DocSidebarItem({ item }: ItemProps<"docSidebar">) {
  // There is one sidebar, "docs"; the build checks that navbar items name no other.
  const to = firstLink(useDocSidebar());
  if (!to) throw new Error(`Navbar item ${JSON.stringify(item)}: sidebar "${item.sidebarId}" has no link`);
  return <DefaultItem item={{ label: item.label, to }} />;
}

function DocItem({ item }: ItemProps<"doc">) {
  return <DefaultItem item={{ label: item.label, to: docRouteById(useDocSidebar(), item.docId) }} />;
}

function DropdownItem({ item }: ItemProps<"dropdown">) {
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

const registry: { [T in NavbarItemType]: React.ComponentType<ItemProps<T>> } = {
  default: DefaultItem,
  doc: DocItem,
  docSidebar: DocSidebarItem,
  dropdown: DropdownItem,
  html: HtmlItem,
  search: SearchNavbarItem,
  dsoVersionSelector: VersionSelectorItem,
  localeDropdown: LocaleDropdownItem,
  docsVersion: DocsVersionItem,
  docsVersionDropdown: DocsVersionDropdownItem,
};

/** Renders one configured navbar item; an unknown type is an error naming the item. */
export function NavbarItemView({ item }: { item: NavbarItem }) {
  const Component = registry[item.type] as React.ComponentType<{ item: NavbarItem }> | undefined;
  if (!Component) throw new Error(`Unknown navbar item type in ${JSON.stringify(item)}`);
  return <Component item={item} />;
}
