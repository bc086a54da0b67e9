import { expect, test } from '../support/test';
import { openWholeCatalogue } from '../support/header';

test('the browser loads exactly one copy of React across the shell and every remote', async ({ page }) => {
  // Every copy of react-dom registers its renderer with the devtools hook: count them.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let nextId = 1;
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        const id = nextId++;
        renderers.set(id, renderer);
        return id;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  // react-dom is the only code that talks to the devtools hook: no remote chunk may carry it.
  const remoteChunksWithReactDom = new Set<string>();
  const remoteChunks = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().includes('/remotes/') || !response.url().endsWith('.js')) return;
    remoteChunks.add(response.url());
    const body = await response.text().catch(() => '');
    if (body.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__')) remoteChunksWithReactDom.add(response.url());
  });

  for (const path of ['/', '/catalog', '/basket/', '/lk', '/pharmacies']) {
    await page.goto(path);
    await expect(page.locator('[data-boundary]')).toBeVisible();
  }
  // client-side navigation mounts every remote in one page
  await openWholeCatalogue(page);
  await expect(page.locator('[data-boundary="catalog"]')).toBeVisible();
  await page.getByRole('link', { name: /^Корзина/ }).click();
  await expect(page.locator('[data-boundary="basket"]')).toBeVisible();

  const count = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(count).toBe(1);
  expect(remoteChunks.size).toBeGreaterThan(5);
  expect([...remoteChunksWithReactDom]).toEqual([]);
});
