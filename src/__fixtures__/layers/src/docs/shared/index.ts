import "../ui";
export const shared = "docs";
