import React from "react";
import type { Segment } from "../../engine/marks";

/** Text with the query's words in <mark>; always text nodes, never HTML. */
export function HitText({ segments }: { segments: Segment[] }) {
  return (
    <>{segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text))}</>
  );
}
