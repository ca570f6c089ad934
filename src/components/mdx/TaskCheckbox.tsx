import React from "react";
import { translate } from "../../i18n/messages";

/** Markdown checklists (`- [ ] stap`) render read-only checkboxes; give each a name so screen readers say its state. */
export function TaskCheckbox(props: React.InputHTMLAttributes<HTMLInputElement>) {
  if (props.type !== "checkbox") return <input {...props} />;
  return <input {...props} aria-label={translate(props.checked ? "task.done" : "task.open")} />;
}
