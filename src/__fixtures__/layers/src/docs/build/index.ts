import "../ui";
import "../../search/ui";
export const build = "docs";
