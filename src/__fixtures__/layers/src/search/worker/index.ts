import "../client";
export const worker = "search";
