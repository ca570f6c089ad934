import React, { lazy, Suspense } from "react";

/**
 * A part of a page that loads as its own chunk. The server render waits for it, and the browser
 * keeps that HTML until the code has arrived. Until then the part must not be updated: an update
 * to a boundary that is still hydrating makes React drop its HTML and render it again in the
 * browser (React error 421), which blanks the part for a moment and moves the page below it. MDX
 * passes new props objects whenever the page renders, so props are compared by value.
 */
export function lazyPart<Props extends object>(load: () => Promise<React.FunctionComponent<Props>>) {
  // Typed as the component it loads: React's lazy type adds ref props the parts do not take.
  const Lazy = lazy(() =>
    load().then((component) => ({ default: component })),
  ) as unknown as React.FunctionComponent<Props>;
  const Part = (props: Props) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
  return React.memo(Part, (before, after) => JSON.stringify(before) === JSON.stringify(after));
}
