import "../ui";
export const client = "search";
