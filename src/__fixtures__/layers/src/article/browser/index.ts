import "../build";
export const browser = "article";
