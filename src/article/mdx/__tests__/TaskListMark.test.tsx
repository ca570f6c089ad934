import { render, screen } from "@testing-library/react";
import React from "react";
import { MdxInput } from "../TaskListMark";

describe("task list marks", () => {
  it("draws the box as hidden text and tells screen readers only that an item is done", () => {
    const { container } = render(
      <ul>
        <li>
          <MdxInput type="checkbox" checked disabled />
          Klaar
        </li>
        <li>
          <MdxInput type="checkbox" disabled />
          Open
        </li>
      </ul>,
    );
    expect(container.querySelectorAll("input")).toHaveLength(0);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(screen.getAllByText("(afgevinkt)")).toHaveLength(1);
  });

  it("leaves other inputs alone", () => {
    const { container } = render(<MdxInput type="text" aria-label="Naam" />);
    expect(container.querySelector("input[type=text]")).not.toBeNull();
  });
});
