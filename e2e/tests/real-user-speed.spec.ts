import { expect, test } from '../support/test';
import { e2eRegistry, teamScriptOutput } from '../support/deploy';

test("a measured visit reports its speed when the page is left, and registry status shows it beside the catalog's version", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const catalogVersion = (await e2eRegistry()).remotes.catalog.current;
  // this browser session is one of the sampled visits (the e2e store samples none by chance)
  await page.addInitScript(() => window.sessionStorage.setItem('apteka:speed-sampled', '1'));
  await page.goto('/catalog/lekarstvennye-sredstva');
  await expect(page.locator('html')).toHaveAttribute('data-speed-measured', '');
  // an interaction, as a shopper's: opening a product from the listing
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // web-vitals takes a tap's timing in the first idle moment after the browser hands the timing over: a visit left
  // within that moment does not count the tap. The shopper here reads the page first: the test waits for the tap's
  // timing to arrive and for an idle moment queued after web-vitals' own.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntries().some((entry) => (entry as PerformanceEventTiming).interactionId > 0)) return;
          observer.disconnect();
          requestIdleCallback(() => resolve());
        }).observe({ type: 'first-input', buffered: true });
      }),
  );
  // leaving the page hides it: the beacon goes out with what was measured (as the document goes away, so it is
  // read where it arrives: the store's registry status)
  await page.goto('about:blank');
  await expect
    .poll(() => {
      const status = teamScriptOutput('registry', ['status']);
      return status.slice(status.indexOf('catalog\n'), status.indexOf('content\n'));
    })
    .toMatch(
      new RegExp(
        `${catalogVersion.replace(/\./g, '\\.')} \\(current\\)\\s+LCP [0-9.]+ s · INP \\d+ ms · CLS [0-9.]+ · TTFB \\d+ ms.*\\n\\s+listing\\s+LCP`,
      ),
    );
});
