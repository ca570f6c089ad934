import "../build";
import "../../blog/ui";
export const ui = "search";
