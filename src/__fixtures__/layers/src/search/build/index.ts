import "../client";
export const build = "search";
