/** The User Timing mark the store sets when the page first counts as quiet: its quiet-time work starts. */
export { QUIET_MARK } from '@apteka/ui/scheduling';

/**
 * An expression, for the page to evaluate (through Playwright or CDP), that settles once the page has set the User
 * Timing mark `mark`, or fails after `waitMs`. A string rather than a function: CDP's evaluate takes one, and it runs
 * no script of Playwright's in the page, whose polling at every frame would keep the page from being quiet.
 */
export const untilMarked = (mark: string, waitMs: number) => `new Promise((resolve, reject) => {
  const name = ${JSON.stringify(mark)};
  if (performance.getEntriesByName(name).length > 0) return resolve(true);
  // cleared once the mark is seen: a timer left to fire later would be a task of its own inside a measured tap
  const giveUp = setTimeout(() => reject(new Error('no ' + name + ' mark')), ${waitMs});
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(name).length === 0) return;
    observer.disconnect();
    clearTimeout(giveUp);
    resolve(true);
  });
  observer.observe({ type: 'mark' });
})`;
