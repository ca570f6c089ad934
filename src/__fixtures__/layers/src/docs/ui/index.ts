import "../build";
export const ui = "docs";
