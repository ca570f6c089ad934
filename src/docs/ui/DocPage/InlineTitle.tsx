import React from "react";

/** Titles may hold `code` in backticks (e.g. "`<slot>`"); show those parts as code. */
export function InlineTitle({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((part, index) =>
          part.startsWith("`") && part.endsWith("`") && part.length > 1 ? (
            <code key={index}>{part.slice(1, -1)}</code>
          ) : (
            part
          ),
        )}
    </>
  );
}
