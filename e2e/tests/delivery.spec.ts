import { expect, test, type Page } from '../support/test';
import { fillBasket } from '../support/basket';

/** The number in 'N аптек' under the pharmacies heading. */
async function pharmacyCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ аптек[аи]?$/).innerText();
  return Number(text.split(' ')[0]);
}

test.describe('region, delivery mode, courier address and pickup pharmacy', () => {
  test('first-visit confirmation, region change, courier with suggestions and slots, back to pickup with a pharmacy', async ({
    page,
  }) => {
    // First visit: the API finds no city for 127.0.0.1 and proposes Moscow.
    await page.goto('/pharmacies');
    const confirm = page.getByTestId('region-confirm');
    await expect(confirm).toContainText('Ваш город — Москва?');
    await confirm.getByRole('button', { name: 'Да, верно' }).click();
    await expect(confirm).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Аптеки в Москве');
    await expect(page.getByTestId('region-confirm')).toHaveCount(0);

    // The list and the map follow the region, without a reload.
    const list = page.getByRole('list', { name: 'Список аптек' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const moscowCount = await pharmacyCount(page);
    await expect(page.getByTestId('stores-map').locator('.apteka-marker')).toHaveCount(moscowCount);
    // The Самсон-Фарма store lists, and maps, its own chain's pharmacies only: all of them, and no other chain's.
    const own = (await (await page.request.get('/api/stores/')).json()) as { stores: Array<{ name: string }> };
    expect(own.stores).toHaveLength(moscowCount);
    expect(own.stores.filter((store) => !store.name.includes('Самсон-Фарма'))).toEqual([]);
    const listed = await list.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((name) => !name.includes('Самсон-Фарма'))).toEqual([]);
    await expect(list.getByRole('listitem').first()).toContainText('г. Москва');
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await page.getByTestId('region-button').click();
    await page
      .getByRole('dialog', { name: 'Выберите город' })
      .getByRole('button', { name: /^Санкт-Петербург/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Аптеки в Санкт-Петербурге');
    await expect(list.getByRole('listitem').first()).toContainText('г. Санкт-Петербург');
    expect(await pharmacyCount(page)).not.toBe(moscowCount);
    await expect(page.getByRole('link', { name: 'Аптеки в Санкт-Петербурге' })).toBeVisible();

    await page.getByTestId('region-button').click();
    await page
      .getByRole('dialog', { name: 'Выберите город' })
      .getByRole('button', { name: /^Москва/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Аптеки в Москве');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // Courier: the switch is saved on the server.
    await page.getByRole('radio', { name: 'Доставка' }).check({ force: true });
    await expect(page.getByTestId('delivery-caption')).toHaveText('Доставка по Москве');
    const afterSwitch = await page.request.get('/api/delivery/');
    expect((await afterSwitch.json()).delivery.isCourier).toBe(true);

    await page.goto('/samovyvoz-i-dostavka');
    await expect(page.getByText(/Доставка по Москве — 299 ₽, бесплатно при заказе от 3 000 ₽/)).toBeVisible();
    const address = page.getByRole('combobox', { name: 'Улица и дом' });
    await address.fill('Тверская 1');
    await page.getByRole('option', { name: 'г. Москва, ул. Тверская, д. 1', exact: true }).click();
    await expect(address).toHaveValue('г. Москва, ул. Тверская, д. 1');
    await expect(page.getByLabel('Дом', { exact: true })).toHaveValue('1');
    await page.getByLabel('Квартира').fill('12');
    await page.getByLabel('Подъезд').fill('2');
    await page.getByLabel('Этаж').fill('5');
    await page.getByRole('button', { name: 'Доставить сюда' }).click();
    const slots = page.getByRole('group', { name: 'Время доставки' });
    await expect(slots.getByRole('radio').first()).toBeVisible();
    await expect(slots).toContainText('Завтра, 10:00–14:00');
    await slots.getByRole('radio').first().check();
    const saved = await (await page.request.get('/api/delivery/')).json();
    expect(saved.delivery.address).toMatchObject({ house: '1', flat: '12', entrance: '2', floor: '5' });

    // Back to pickup with two products in the basket, then choose a pharmacy that has all of them.
    await page.getByRole('radio', { name: 'В аптеке' }).check({ force: true });
    await expect(page.getByTestId('delivery-caption')).toHaveText('Самовывоз из аптеки');
    await fillBasket(page, 2);
    await page.goto('/samovyvoz-i-dostavka/pickup');
    const choice = page.getByRole('list', { name: 'Аптеки для самовывоза' });
    const whole = choice.getByRole('listitem').filter({ hasText: 'все товары' }).first();
    await expect(whole).toBeVisible();
    await expect(
      choice
        .getByRole('listitem')
        .filter({ hasText: /\d+ из 2|нет в наличии/ })
        .first(),
    ).toBeVisible();
    const name = (await whole.locator('p').first().innerText()).trim();
    const offered = await choice.getByRole('listitem').allInnerTexts();
    expect(offered.filter((text) => !text.includes('Самсон-Фарма'))).toEqual([]);
    await whole.getByRole('button', { name: /^Выбрать/ }).click();
    await expect(whole).toContainText('Выбрана');
    const location = await (await page.request.get('/api/layout/location')).json();
    expect(location.delivery.isPickup).toBe(true);
    expect(location.pharmacy.name).toBe(name);
  });
});
