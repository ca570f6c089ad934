import "../ui";
export const shared = "blog";
