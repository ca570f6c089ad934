import React from "react";
import { siteConfig } from "@site-config";
import { formatMessage } from "../../i18n/catalogue";
import { shellText } from "../../i18n/shell";
import { SmartLink } from "../SmartLink";
import * as styles from "./styles.module.css";

export function Footer() {
  const { footer, copyrightYear } = siteConfig;
  return (
    <footer
      className={`${styles.footer} ${footer.style === "dark" ? styles.dark : ""}`}
      aria-label={shellText("footer.label")}
    >
      <div className={styles.columns}>
        {footer.links.map((column) => (
          <section key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className={styles.title}>
              {column.title}
            </h2>
            <ul className={styles.list}>
              {column.items.map((link) => (
                <li key={link.label}>
                  <SmartLink to={link.to} href={link.href}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.copyright}>{formatMessage(footer.copyright, { year: copyrightYear })}</p>
    </footer>
  );
}
