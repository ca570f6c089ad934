// A component that keeps the layering rule, for src/__tests__/layers.test.ts.
import type { Shared } from "../../lib/shared";
export type Good = Shared;
