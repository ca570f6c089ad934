// A folder that src/__tests__/layers.test.ts does not sort: the test must name it.
export const unsorted = true;
