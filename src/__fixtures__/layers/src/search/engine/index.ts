import "../worker";
export const engine = "search";
