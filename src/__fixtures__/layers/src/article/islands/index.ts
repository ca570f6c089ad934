import "../browser";
export const islands = "article";
