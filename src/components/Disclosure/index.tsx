import React, { useEffect, useRef, useState } from "react";
import * as styles from "../../styles/navbar.module.css";

/** A disclosure menu: button with aria-expanded; Escape closes it and returns focus. */
export function Disclosure({
  label,
  children,
  className,
}: {
  label: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
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
    const listening = new AbortController();
    document.addEventListener("keydown", onKey, { signal: listening.signal });
    document.addEventListener("mousedown", onPointer, { signal: listening.signal });
    return () => listening.abort();
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
