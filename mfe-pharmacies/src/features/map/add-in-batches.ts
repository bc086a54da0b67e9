/** How many markers go onto the map in one task: a region's hundreds at once would hold a phone's main thread. */
export const MARKERS_PER_TASK = 25;

/**
 * Adds every point in order, a batch per task, so the page answers the shopper between batches. Returns what stops
 * the batches still to come.
 */
export function addInBatches<T>(points: readonly T[], add: (point: T) => void, perTask = MARKERS_PER_TASK) {
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const batch = () => {
    const end = Math.min(points.length, next + perTask);
    for (; next < end; next++) add(points[next]!);
    if (next < points.length) timer = setTimeout(batch, 0);
  };
  batch();
  return () => clearTimeout(timer);
}
