// Build-time code of the layering fixture (src/__tests__/layers.test.ts).
export const buildOnly = "build";
