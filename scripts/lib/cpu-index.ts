import type { Browser } from 'playwright-core';

/**
 * Lighthouse's CPU index of this machine at this moment (its `benchmarkIndex`: string building and array copies per
 * second), run by Lighthouse's own page function in a blank, unthrottled page of `browser`: the figure the aims and
 * `bench:lighthouse` are stated against, for benches that do not run Lighthouse.
 */
export async function cpuIndex(browser: Browser): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const page = await browser.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}
