import "../browser";
export const mdx = "article";
