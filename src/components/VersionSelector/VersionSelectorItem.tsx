import React from "react";
import { siteConfig } from "@site-config";
import { useLoader } from "../../hooks/useLoader";
import { pageHostname } from "../../hooks/usePageLocation";
import { shellText } from "../../i18n/shell";
import { currentVersion, dropdownEntries, loadVersions, versionLabel, type DropdownEntry } from "../../lib/versions";
import { Disclosure } from "../Disclosure";
import { SmartLink } from "../SmartLink";
import * as navStyles from "../../styles/navbar.module.css";
import * as styles from "./styles.module.css";

function Entry({ entry }: { entry: DropdownEntry }) {
  switch (entry.type) {
    case "separator":
      return <li className={styles.separator} aria-hidden="true" />;
    case "heading":
      return <li className={styles.heading}>{entry.label}</li>;
    case "allVersions":
      return (
        <li>
          <SmartLink to="/all-versions" className={navStyles.item}>
            {entry.label}
          </SmartLink>
        </li>
      );
    default:
      return (
        <li>
          <a href={entry.href} className={navStyles.item} aria-current={entry.active ? "true" : undefined}>
            {entry.label}
          </a>
        </li>
      );
  }
}

/**
 * The design system's version selector. It appears only once versions.json has
 * loaded; any failure is logged once and leaves the rest of the page alone.
 */
export function VersionSelectorItem() {
  const site = siteConfig.links.versionsSite;
  const { value } = useLoader(
    // The version is the one this site was built for: the first segment of its base path.
    () =>
      loadVersions(site).then((versions) => ({
        versions,
        current: currentVersion({ hostname: pageHostname(), pathname: siteConfig.baseUrl }),
      })),
    { onMount: true, onError: (error) => console.error(`Version selector: ${(error as Error).message}`) },
  );
  if (!value) return null;
  const { versions, current } = value;
  return (
    <Disclosure label={shellText("versions.title", { label: versionLabel(current) })} className={styles.selector}>
      <ul className={navStyles.menuList}>
        {dropdownEntries(versions, current, site).map((entry, index) => (
          <Entry key={index} entry={entry} />
        ))}
      </ul>
    </Disclosure>
  );
}
