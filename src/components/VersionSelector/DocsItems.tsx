import React, { useEffect, useState } from "react";
import { siteConfig } from "@site-config";
import { useDocSidebar } from "../../docs/ui/useDocSidebar";
import { usePageLocation } from "../../hooks/usePageLocation";
import { docRouteById } from "../../docs/shared/sidebarShapes";
import { safeStorage } from "../../lib/storage";
import { shellText } from "../../i18n/shell";
import { Disclosure } from "../Disclosure";
import { SmartLink } from "../SmartLink";
import * as navStyles from "../../styles/navbar.module.css";

/**
 * One key per docs plugin; the site has one, with the id `default`. The old site used this key
 * (docs/decisions/0004-what-carries-over-from-the-old-site.md).
 */
export const PREFERRED_VERSION_KEY = "docs-preferred-version-default";

/** The docs have one version: `current`, labelled "Next", whose main page is the intro. */
const DOCS_VERSION = { name: "current", label: "Next", mainDocId: "intro" };

/** A link to the docs' main page, labelled with the docs version ("Next"). */
export function DocsVersionItem() {
  return (
    <SmartLink to={docRouteById(useDocSidebar(), DOCS_VERSION.mainDocId)} className={navStyles.item}>
      {DOCS_VERSION.label}
    </SmartLink>
  );
}

/** The docs versions; choosing one remembers it as the preferred version. */
export function DocsVersionDropdownItem() {
  const main = docRouteById(useDocSidebar(), DOCS_VERSION.mainDocId);
  return (
    <Disclosure label={DOCS_VERSION.label}>
      <ul className={navStyles.menuList}>
        <li>
          <SmartLink
            to={main}
            className={navStyles.item}
            aria-current="true"
            onClick={() => safeStorage.set(PREFERRED_VERSION_KEY, DOCS_VERSION.name)}
          >
            {DOCS_VERSION.label}
          </SmartLink>
        </li>
      </ul>
    </Disclosure>
  );
}

const LOCALE_NAMES: Record<string, string> = { nl: shellText("locale.nl") };

/** The site's languages; switching keeps the query string and hash. With one locale it links to the page itself. */
export function LocaleDropdownItem() {
  const { pathname, search, hash } = usePageLocation();
  // The server knows no query string or hash: the link gets its address once mounted, so server
  // and client render the same first markup.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const here = mounted ? `${pathname}${search}${hash}` : undefined;
  return (
    <Disclosure label={LOCALE_NAMES[siteConfig.defaultLocale] ?? siteConfig.defaultLocale}>
      <ul className={navStyles.menuList}>
        {siteConfig.locales.map((locale) => (
          <li key={locale}>
            <a
              href={here}
              lang={locale}
              className={navStyles.item}
              aria-current={locale === siteConfig.defaultLocale ? "true" : undefined}
            >
              {LOCALE_NAMES[locale] ?? locale}
            </a>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
