// src/lib and src/types import each other, file by file without a cycle.
import type { Label } from "../types/label";
export type Shared = { label: Label };
