import { expect, test, type Page } from '../support/test';
import { fillBasket, setCourierAddress } from '../support/basket';

async function fillRecipient(page: Page) {
  await page.getByRole('textbox', { name: 'Имя получателя' }).fill('Анна Иванова');
  await page.getByRole('textbox', { name: /Телефон/ }).pressSequentially('9161234567');
  await expect(page.getByRole('textbox', { name: /Телефон/ })).toHaveValue('+7 916 123-45-67');
  await page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).check();
}

test.describe('basket, checkout and orders', () => {
  test('two products, a bad and a good coupon, pickup paid online through the sandbox page, then the order by its signed link', async ({
    page,
    browser,
  }) => {
    const lines = await fillBasket(page, 2);
    await page.reload();
    const list = page.getByRole('region', { name: /товар/ }).getByRole('list').first();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    expect(lines).toHaveLength(2);
    for (const line of lines) await expect(page.getByRole('link', { name: line.name })).toBeVisible();
    await expect(page.getByTestId('basket-count')).toContainText('2');

    // a quantity goes through the server, and the line and the header's count follow it
    const first = list.getByRole('listitem').first();
    await first.getByRole('button', { name: 'Увеличить количество' }).click();
    await expect(first.getByRole('textbox', { name: 'Количество' })).toHaveValue('2');
    await expect(first).toContainText('2 шт.');
    await expect(page.getByTestId('basket-count')).toContainText('3');
    await first.getByRole('button', { name: 'Уменьшить количество' }).click();
    await expect(first).toContainText('1 шт.');
    await expect(page.getByTestId('basket-count')).toContainText('2');

    const coupon = page.getByLabel('Промокод');
    await coupon.fill('NOPE');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText('Некорректный купон')).toBeVisible();
    await coupon.fill('APTEKA5');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page.getByText('Условия применения соблюдены')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ваш заказ' })).toContainText('Купон');

    await page.getByRole('link', { name: 'Перейти к оформлению' }).click();
    await expect(page).toHaveURL(/\/basket\/\?isCheckout=true$/);
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page.getByText('Выберите аптеку, в которой заберёте заказ')).toBeVisible();
    await expect(page.getByText('Нужно согласие на обработку персональных данных')).toBeVisible();

    const pharmacy = page.getByRole('combobox', { name: 'Аптека' });
    await expect(pharmacy.locator('option').nth(1)).toContainText('всё в наличии');
    await pharmacy.selectOption({ index: 1 });
    await fillRecipient(page);
    await page.getByRole('radio', { name: 'Картой онлайн' }).check();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();

    await expect(page).toHaveURL(/\/api\/sandbox-acquirer\/pay\//);
    await expect(page.getByRole('heading', { name: 'Тестовая оплата' })).toBeVisible();
    await page.getByRole('button', { name: 'Оплатить' }).click();

    await expect(page).toHaveURL(/\/order\/\d+\?signature=.+&payed=1$/);
    await expect(page.getByTestId('payment-status')).toHaveText('Картой, оплачен');
    await expect(page.getByTestId('order-status')).toHaveText('Собирается');
    await expect(page.getByRole('img', { name: /QR-код для получения заказа/ })).toBeVisible();
    await expect(page.getByTestId('basket-count')).toContainText('0');
    const signedUrl = page.url().replace(/&payed=1$/, '');
    const orderPath = new URL(signedUrl).pathname;

    const stranger = await browser.newContext();
    const other = await stranger.newPage();
    await other.goto(signedUrl);
    await expect(other.getByRole('heading', { level: 1, name: /^Заказ № \d+$/ })).toBeVisible();
    await expect(other.getByTestId('payment-status')).toHaveText('Картой, оплачен');
    await other.goto(orderPath);
    await expect(other.getByRole('alert')).toContainText('Заказ не найден');
    await stranger.close();
  });

  test('courier delivery paid on receipt, then cancelled with a comment', async ({ page }) => {
    await fillBasket(page, 1);
    const slots = await setCourierAddress(page, { address: 'Москва, Тверская ул.', house: '7', flat: '12' });
    const slot = slots.find((s) => s.day === 'tomorrow' && s.from === '14:00')!;
    await page.goto('/basket/?isCheckout=true');
    await page.getByRole('radio', { name: 'Доставка курьером' }).check();
    const address = page.getByRole('group', { name: 'Адрес доставки' });
    await expect(address).toContainText('Москва, Тверская ул., д. 7, кв. 12');
    await expect(address.getByRole('link', { name: 'Изменить адрес' })).toHaveAttribute(
      'href',
      /\/samovyvoz-i-dostavka$/,
    );
    await fillRecipient(page);
    await page.getByRole('radio', { name: 'При получении' }).check();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page.getByText('Выберите время доставки')).toBeVisible();
    await page.getByRole('combobox', { name: 'Время доставки' }).selectOption(slot.id);
    await page.getByRole('button', { name: 'Оформить заказ' }).click();

    await expect(page.getByText('Спасибо за заказ!')).toBeVisible();
    // the thank-you page keeps only the mark and the way back in its header
    await expect(page.getByTestId('focused-header').getByRole('link', { name: 'Продолжить покупки' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Поиск по товарам' })).toHaveCount(0);
    await expect(page.getByTestId('order-status')).toHaveText('Собирается');
    await expect(page.getByTestId('payment-status')).toHaveText('При получении, не оплачен');
    const [, month, day] = slot.date.split('-');
    await expect(page.getByText(`Москва, Тверская ул., д. 7, кв. 12, ${day}.${month} 14:00–18:00`)).toBeVisible();

    await page.getByRole('button', { name: 'Отменить заказ' }).click();
    const dialog = page.getByRole('dialog', { name: /Отменить заказ №/ });
    await dialog.getByLabel('Причина отмены (необязательно)').fill('Купил в другом месте');
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await expect(page.getByTestId('order-status')).toHaveText('Отменён');
    await expect(page.getByText('Купил в другом месте')).toBeVisible();
  });
});
