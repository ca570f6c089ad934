// Browser code that imports build-time code (even for a type) and a module of Node.
import type { buildOnly } from "../../node/readsFiles";
import { readFileSync } from "node:fs";
export const bad: [typeof buildOnly, typeof readFileSync] = ["build", readFileSync];
