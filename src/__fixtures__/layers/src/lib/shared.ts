// Shared code of the layering fixture (src/__tests__/layers.test.ts).
export type Shared = { label: string };
