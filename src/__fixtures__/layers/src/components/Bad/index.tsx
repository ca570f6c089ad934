// A component that breaks the layering rule, for src/__tests__/layers.test.ts: even a type import counts.
import type { buildOnly } from "../../node/readsFiles";
export type Bad = typeof buildOnly;
