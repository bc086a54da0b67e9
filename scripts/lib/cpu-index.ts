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

/** The CPU index read in a browser launched for it and closed after, for a bench that drives no browser itself. */
export async function cpuIndexOfMachine(): Promise<number> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    return await cpuIndex(browser);
  } finally {
    await browser.close();
  }
}
