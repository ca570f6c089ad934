// A folder on neither side that imports something.
import type { Shared } from "../lib/shared";
export type Unsorted = Shared;
