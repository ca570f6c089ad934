import React, { useEffect, useState } from "react";
import { siteConfig } from "../../../site.config";
import { docPath } from "../../node/sidebar";
import { useDocsVersion } from "../../hooks/useDocsVersion";
import { safeStorage } from "../../lib/storage";
import { Disclosure } from "../Disclosure";
import { SmartLink } from "../SmartLink";
import * as navStyles from "../Navbar/styles.module.css";

/** Per docs plugin; there is one, with the default id (spec §9). */
export const PREFERRED_VERSION_KEY = "docs-preferred-version-default";

/** A link to the docs' main page, labelled with the docs version ("Next"). */
export function DocsVersionItem() {
  const version = useDocsVersion();
  return (
    <SmartLink to={docPath(version, version.mainDocId)} className={navStyles.item}>
      {version.label}
    </SmartLink>
  );
}

/** The docs versions; choosing one remembers it as the preferred version. */
export function DocsVersionDropdownItem() {
  const version = useDocsVersion();
  return (
    <Disclosure label={version.label}>
      <ul className={navStyles.menuList}>
        <li>
          <SmartLink to={docPath(version, version.mainDocId)} className={navStyles.item} aria-current="true" onClick={() => safeStorage.set(PREFERRED_VERSION_KEY, version.name)}>
            {version.label}
          </SmartLink>
        </li>
      </ul>
    </Disclosure>
  );
}

const LOCALE_NAMES: Record<string, string> = { nl: "Nederlands" };

/** The site's languages; switching keeps the query string and hash. With one locale it links to the page itself. */
export function LocaleDropdownItem() {
  // Read after hydration, so server and client render the same first markup.
  const [here, setHere] = useState("");
  useEffect(() => setHere(`${window.location.pathname}${window.location.search}${window.location.hash}`), []);
  return (
    <Disclosure label={LOCALE_NAMES[siteConfig.defaultLocale] ?? siteConfig.defaultLocale}>
      <ul className={navStyles.menuList}>
        {siteConfig.locales.map((locale) => (
          <li key={locale}>
            <a href={here || undefined} lang={locale} className={navStyles.item} aria-current={locale === siteConfig.defaultLocale ? "true" : undefined}>
              {LOCALE_NAMES[locale] ?? locale}
            </a>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
