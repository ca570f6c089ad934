import { render, screen } from "@testing-library/react";
import React from "react";
import { MdxInput } from "../../mdx/TaskListMark";
import { ScrollableTable } from "..";

describe("ScrollableTable", () => {
  it("wraps the table in a named group that keyboard users can focus and scroll", () => {
    render(
      <ScrollableTable label="Properties van <dso-alert>" className="x">
        <tbody><tr><td>a</td></tr></tbody>
      </ScrollableTable>,
    );
    const region = screen.getByRole("group", { name: "Properties van <dso-alert>" });
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.querySelector("table.x")).not.toBeNull();
  });

  it("falls back to a Dutch generic name", () => {
    render(<ScrollableTable><tbody /></ScrollableTable>);
    expect(screen.getByRole("group", { name: "Tabel" }).querySelector("table")).not.toBeNull();
  });
});

describe("task list marks", () => {
  it("draws the box as hidden text and tells screen readers only that an item is done", () => {
    const { container } = render(<ul><li><MdxInput type="checkbox" checked disabled />Klaar</li><li><MdxInput type="checkbox" disabled />Open</li></ul>);
    expect(container.querySelectorAll("input")).toHaveLength(0);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(screen.getAllByText("(afgevinkt)")).toHaveLength(1);
  });

  it("leaves other inputs alone", () => {
    const { container } = render(<MdxInput type="text" aria-label="Naam" />);
    expect(container.querySelector("input[type=text]")).not.toBeNull();
  });
});
