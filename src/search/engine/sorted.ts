/** Where `key` is or would go in ascending `sorted`: the first position whose value is not below it, by bisection. */
export function firstAtLeast(sorted: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
