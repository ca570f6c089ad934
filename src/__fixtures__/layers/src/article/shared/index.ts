import "../islands";
import "../../blog/ui";
export const shared = "article";
