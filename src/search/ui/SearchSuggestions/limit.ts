/** How many suggestions the navbar box lists; a file of its own, as the box asks for them before the list's chunk is in. */
export const MAX_SUGGESTIONS = 8;
