/** The User Timing mark `@apteka/ui/scheduling` sets when the page first counts as quiet: its quiet-time work starts. */
export const QUIET_MARK = 'page-quiet';

/**
 * An expression, for the page to evaluate (through Playwright or CDP), that settles once the page has set the User
 * Timing mark `mark`, or fails after `waitMs`. A string rather than a function: CDP's evaluate takes one, and it runs
 * no script of Playwright's in the page, whose polling at every frame would keep the page from being quiet.
 */
export const untilMarked = (mark: string, waitMs: number) => `new Promise((resolve, reject) => {
  const name = ${JSON.stringify(mark)};
  if (performance.getEntriesByName(name).length > 0) return resolve(true);
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(name).length === 0) return;
    observer.disconnect();
    resolve(true);
  });
  observer.observe({ type: 'mark' });
  setTimeout(() => reject(new Error('no ' + name + ' mark')), ${waitMs});
})`;
