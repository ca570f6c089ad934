import React from "react";
import { articleText } from "../../i18n/article";

/**
 * Markdown task lists (`- [ ] …`) render a disabled checkbox per item. In a
 * document nobody ticks them, and an unlabeled checkbox is an axe violation,
 * so the box is drawn as text: hidden from screen readers, which hear the
 * list item's text and, for a ticked item, that it is done.
 */
export function MdxInput(props: React.InputHTMLAttributes<HTMLInputElement>) {
  if (props.type !== "checkbox") return <input {...props} />;
  return (
    <>
      <span aria-hidden="true">{props.checked ? "☑" : "☐"}</span>
      {props.checked && <span className="visually-hidden">{articleText("taskList.done")}</span>}
    </>
  );
}
