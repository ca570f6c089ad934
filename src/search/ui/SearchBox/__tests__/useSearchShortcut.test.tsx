import { fireEvent, render } from "@testing-library/react";
import React, { useRef } from "react";
import { useSearchShortcut } from "../useSearchShortcut";

function Box() {
  const input = useRef<HTMLInputElement>(null);
  useSearchShortcut(input);
  return <input ref={input} aria-label="Zoeken" />;
}

describe("useSearchShortcut", () => {
  it.each([
    [{ key: "k", ctrlKey: true }, true],
    [{ key: "K", ctrlKey: true }, true],
    [{ key: "k", metaKey: true }, true],
    [{ key: "k" }, false],
    [{ key: "j", ctrlKey: true }, false],
    [{ key: "K", ctrlKey: true, shiftKey: true }, false],
    [{ key: "k", metaKey: true, altKey: true }, false],
  ])("%o focuses the box: %s", (keys, focuses) => {
    const { getByRole } = render(<Box />);
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document, keys);
    expect(document.activeElement === getByRole("textbox")).toBe(focuses);
  });
});
