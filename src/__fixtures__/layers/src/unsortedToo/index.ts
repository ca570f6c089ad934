// A folder on neither side whose file imports nothing.
export const unsorted = true;
