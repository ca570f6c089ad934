import "../ui";
import "../../docs/ui";
export const build = "blog";
