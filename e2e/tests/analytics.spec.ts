import { expect, test } from '../support/test';
import { headerSearchBox } from '../support/header';
import { recordDataLayer } from '../support/data-layer';

/** A shopper's e-commerce steps from a listing to a paid order, in the order they happen. */
const STEPS = [
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'begin_checkout',
  'add_shipping_info',
  'purchase',
];
const ECOMMERCE = new Set(STEPS);

test.describe('analytics', () => {
  test('a journey from the home page to a paid order reports its e-commerce steps in order, and purchase only once', async ({
    page,
  }) => {
    const entries = await recordDataLayer(page);
    await page.goto('/');
    const box = await headerSearchBox(page);
    await box.fill('нурофен');
    await box.press('Enter');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^В корзину:/, disabled: false }) })
      .first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    const name = (await card.getByRole('heading').innerText()).trim();
    // a list's view is reported for the cards the shopper sees: this one may stand below the first screen
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => entries.some((e) => e.event === 'view_item_list' && e.ecommerce?.items[0]?.item_name === name))
      .toBe(true);
    await card.getByRole('link', { name }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.getByRole('button', { name: 'В корзину', exact: true }).click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await page.keyboard.press('Escape');

    await page.goto('/basket/');
    await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
    await expect(page).toHaveURL(/isCheckout=true/);
    await page.getByRole('combobox', { name: 'Аптека' }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Имя получателя' }).fill('Анна Иванова');
    await page.getByRole('textbox', { name: /Телефон/ }).pressSequentially('9161234567');
    await page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).check();
    await page.getByRole('radio', { name: 'Картой онлайн' }).check();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page).toHaveURL(/\/api\/sandbox-acquirer\/pay\//);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await expect(page.getByTestId('payment-status')).toHaveText('Картой, оплачен');
    const orderId = /\/order\/(\d+)/.exec(page.url())![1]!;
    await expect.poll(() => entries.some((e) => e.event === 'purchase')).toBe(true);

    // the product's own steps, in order (impressions of other cards and the shell's events in between are fine)
    const steps = entries.filter(
      (e) => ECOMMERCE.has(e.event ?? '') && e.ecommerce?.items.some((i) => i.item_name === name),
    );
    const names = steps.map((e) => e.event).filter((event, i, all) => event !== all[i - 1]);
    expect(names).toEqual(STEPS);
    const id = steps[0]!.ecommerce!.items[0]!.item_id;
    const price = steps.find((e) => e.event === 'add_to_cart')!.ecommerce!.items[0]!.price;
    for (const step of steps) {
      const item = step.ecommerce!.items.find((i) => i.item_name === name)!;
      expect(item.item_id).toBe(id);
      expect(item.quantity).toBe(1);
      expect(item.price).toBe(price);
    }
    const order = (await (
      await page.request.get(
        page
          .url()
          .replace('/order/', '/api/orders/')
          .replace(/&payed=1$/, ''),
      )
    ).json()) as {
      totalAmount: number;
    };
    const purchase = steps.at(-1)!;
    expect(purchase.ecommerce).toMatchObject({ transaction_id: orderId, value: order.totalAmount / 100 });
    expect(entries.filter((e) => e.event === 'online_payment')).toHaveLength(1);

    await page.reload();
    await expect(page.getByTestId('payment-status')).toHaveText('Картой, оплачен');
    await page.waitForTimeout(500);
    expect(entries.filter((e) => e.event === 'purchase')).toHaveLength(1);
    expect(entries.filter((e) => e.event === 'online_payment')).toHaveLength(1);

    // the server recorded the same purchase from the acquirer's notification
    const recorded = (await (await page.request.get('/api/dev/analytics/purchases')).json()) as {
      purchases: Array<{ transactionId: string }>;
    };
    expect(recorded.purchases.map((p) => p.transactionId)).toContain(orderId);
  });
});
