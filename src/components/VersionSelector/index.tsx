export { VersionSelectorItem } from "./VersionSelectorItem";
export { DocsVersionDropdownItem, DocsVersionItem, LocaleDropdownItem } from "./DocsItems";
