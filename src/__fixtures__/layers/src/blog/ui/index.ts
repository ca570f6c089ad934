import "../build";
export const ui = "blog";
