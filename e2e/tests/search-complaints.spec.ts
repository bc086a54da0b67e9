import { expect, test } from '../support/test';
import { headerSearchBox } from '../support/header';
import { recordDataLayer } from '../support/data-layer';

test.describe('search by complaint', () => {
  test('«от кашля» sent from the header with Enter shows cough medicines under a heading saying so, counted once', async ({
    page,
  }) => {
    const entries = await recordDataLayer(page);
    const searches = () => entries.filter((entry) => entry.event === 'search');
    await page.goto('/');
    const box = await headerSearchBox(page);
    await box.fill('от кашля');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent('от кашля')}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Средства от кашля');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => searches().length).toBe(1);
    expect(searches()[0]).toMatchObject({ event: 'search', search_term: 'от кашля' });
    expect(searches()[0]?.results_count).toBeGreaterThan(0);

    // reloading the results counts nothing more
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Средства от кашля');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    // the page's own data layer of this load: the search page has drawn its results, so it has counted or not
    const afterReload = await page.evaluate(
      () =>
        (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer.filter((e) => e.event === 'search')
          .length,
    );
    expect(afterReload).toBe(0);
    expect(searches()).toHaveLength(1);

    // the first product is a cough medicine by its own instructions
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText(/кашлем/).first()).toBeAttached();
  });
});
