// Keeps the rules: a component that imports src/lib.
import type { Shared } from "../../lib/shared";
export type Good = Shared;
