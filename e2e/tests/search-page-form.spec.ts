import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { recordDataLayer } from '../support/data-layer';
import { headerSearchBox } from '../support/header';

/** The searches this load of the page pushed to its own data layer (a reload starts a new one). */
const searchesOfThisLoad = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer.filter((e) => e.event === 'search')
        .length,
  );

test.describe("the search page's own search form", () => {
  test('a link, a new term, the same term again from the form and the header: each search counted once; a reload counts nothing', async ({
    page,
  }) => {
    const entries = await recordDataLayer(page);
    const terms = () => entries.filter((entry) => entry.event === 'search').map((entry) => entry.search_term);
    const form = page.getByRole('search', { name: 'Искать в каталоге' });
    const field = form.getByRole('searchbox', { name: 'Искать в каталоге' });

    // opened from a link
    await page.goto(`/search?q=${encodeURIComponent('аспирин')}`);
    await expect(field).toHaveValue('аспирин');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(terms).toEqual(['аспирин']);
    await expectNoSeriousAxeViolations(page);

    // a new term, sent with Enter
    await field.fill('парацетамол');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent('парацетамол')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/парацетамол/i);
    await expect(field).toBeFocused();
    await expect.poll(terms).toEqual(['аспирин', 'парацетамол']);

    // the same term again, with the button: a new search the shopper made
    await form.getByRole('button', { name: 'Найти' }).click();
    await expect.poll(terms).toEqual(['аспирин', 'парацетамол', 'парацетамол']);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent('парацетамол')}$`));

    // and the same term once more from the header's box, whose address tells the page nothing new
    const box = await headerSearchBox(page);
    await box.fill('парацетамол');
    await box.press('Enter');
    await expect.poll(terms).toEqual(['аспирин', 'парацетамол', 'парацетамол', 'парацетамол']);

    // reloading the results counts nothing more: the page has drawn its results, so it has counted or not
    await page.reload();
    await expect(field).toHaveValue('парацетамол');
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    expect(await searchesOfThisLoad(page)).toBe(0);
  });
});

test.describe("the search page's own search form without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test('sends the shopper to the results of what they typed', async ({ page }) => {
    await page.goto('/search');
    const form = page.getByRole('search', { name: 'Искать в каталоге' });
    await form.getByRole('searchbox', { name: 'Искать в каталоге' }).fill('аспирин');
    await form.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent('аспирин')}$`));
    await expect(form.getByRole('searchbox', { name: 'Искать в каталоге' })).toHaveValue('аспирин');
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
