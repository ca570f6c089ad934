import React from "react";

/** The navbar search box (the search feature fills this in). */
export function SearchNavbarItem() {
  return <span data-search-slot="" />;
}
