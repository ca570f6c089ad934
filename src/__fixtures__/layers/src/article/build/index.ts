import "../mdx";
export const build = "article";
