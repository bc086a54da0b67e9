import { expect, test } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';

interface PopularCard {
  id: number;
  slug: string;
  name: string;
  isPrescription: boolean;
  price: { base: number; special: number | null } | null;
  availability: { pharmacies: number };
}

test.describe('one-click reservation', () => {
  test('a product is reserved at a pharmacy from its page, the basket untouched, and its order opens', async ({
    page,
  }) => {
    await page.goto('/');
    const popular = (await (await page.request.get('/api/products/popular')).json()) as { items: PopularCard[] };
    const product = popular.items.find(
      (item) => item.availability.pharmacies > 0 && item.price && !item.isPrescription,
    );
    expect(product, 'a popular product held by some pharmacy').toBeDefined();

    await page.goto(`/catalog/product/${product!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Забронировать в аптеке' }).click();
    const dialog = page.getByRole('dialog', { name: 'Забронировать в аптеке' });
    await expect(dialog.getByRole('spinbutton', { name: 'Количество, уп.' })).toBeFocused();
    const first = dialog.getByRole('radio').first();
    await expect(first).toBeVisible();
    // only pharmacies of the store's own chain are offered
    const offered = await dialog.getByRole('listitem').allInnerTexts();
    expect(offered.filter((text) => !text.includes('Самсон-Фарма'))).toEqual([]);
    await expectNoSeriousAxeViolations(page);

    await dialog.getByRole('button', { name: 'Забронировать' }).click();
    await expect(dialog.getByText('Выберите аптеку, в которой заберёте товар')).toBeVisible();
    await first.check();
    await dialog.getByRole('textbox', { name: 'Имя' }).fill('Анна');
    await dialog.getByRole('textbox', { name: 'Телефон' }).fill('+7 916 123-45-67');
    await dialog.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
    await dialog.getByRole('button', { name: 'Забронировать' }).click();

    const done = page.getByRole('dialog', { name: 'Товар забронирован' });
    const heading = done.getByText(/^Заказ № \d+ забронирован$/);
    await expect(heading).toBeFocused();
    const orderId = (await heading.innerText()).match(/\d+/)![0];
    await expect(page.getByTestId('basket-count')).toHaveText('0');
    const reported = await page.evaluate(() =>
      (window as unknown as { dataLayer: Array<{ event?: string; ecommerce?: { transaction_id?: string } }> }).dataLayer
        .filter((entry) => entry.event === 'booking')
        .map((entry) => entry.ecommerce?.transaction_id),
    );
    expect(reported).toEqual([orderId]);

    await page.evaluate(() => ((window as unknown as { beforeOpen: boolean }).beforeOpen = true));
    await done.getByRole('link', { name: 'Открыть заказ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Заказ № ${orderId}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).not.toBeEmpty();
    // the basket remote took over without a page load
    expect(await page.evaluate(() => (window as unknown as { beforeOpen?: boolean }).beforeOpen)).toBe(true);
  });
});
