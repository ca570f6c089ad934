import { render, screen } from "@testing-library/react";
import React from "react";
import { ScrollableTable } from "..";

describe("ScrollableTable", () => {
  it("wraps the table in a named group that keyboard users can focus and scroll", () => {
    render(
      <ScrollableTable label="Properties van <dso-alert>" className="x">
        <tbody>
          <tr>
            <td>a</td>
          </tr>
        </tbody>
      </ScrollableTable>,
    );
    const region = screen.getByRole("group", { name: "Properties van <dso-alert>" });
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.querySelector("table.x")).not.toBeNull();
  });

  it("falls back to a Dutch generic name", () => {
    render(
      <ScrollableTable>
        <tbody />
      </ScrollableTable>,
    );
    expect(screen.getByRole("group", { name: "Tabel" }).querySelector("table")).not.toBeNull();
  });
});
