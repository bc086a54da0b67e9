import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { fillBasket } from '../support/basket';
import { freshPhone, fromOwnAddress, requestCode, signInBySms } from '../support/account';

async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: 'Разделы личного кабинета' })
    .getByRole('button', { name: 'Выйти' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Личное' }).getByRole('link', { name: 'Войти' })).toBeVisible();
}

test.describe('sign-in and the personal account', () => {
  test.beforeEach(async ({ page }) => fromOwnAddress(page));

  test('signs in by an SMS code keeping the basket, orders, finds the order in /lk/orders and repeats it', async ({
    page,
  }) => {
    const [line] = await fillBasket(page, 1);
    await page.reload();
    await expect(page.getByTestId('basket-count')).toContainText('1');

    await signInBySms(page, freshPhone());
    await expect(page.getByText('Личный кабинет создан.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('basket-count')).toContainText('1');

    await page.goto('/basket/');
    await expect(page.getByRole('link', { name: line!.name })).toBeVisible();
    await page.goto('/basket/?isCheckout=true');
    await page.getByRole('combobox', { name: 'Аптека' }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'Имя получателя' }).fill('Анна Иванова');
    await page.getByRole('textbox', { name: /Телефон/ }).fill('');
    await page.getByRole('textbox', { name: /Телефон/ }).pressSequentially('9161234567');
    await page.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }).check();
    await page.getByRole('radio', { name: 'При получении' }).check();
    await page.getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(page.getByText('Спасибо за заказ!')).toBeVisible();
    const orderId = /\/order\/(\d+)/.exec(page.url())![1]!;

    // the thank-you page's header is only the mark and the way back; the full one, elsewhere, counts an empty basket
    await page.goto('/lk/orders');
    await expect(page.getByTestId('basket-count')).toContainText('0');
    const card = page.getByRole('article', { name: new RegExp(`Заказ №${orderId} `) });
    await expect(card).toContainText('Собирается');
    await expectNoSeriousAxeViolations(page);
    await expect(card).toContainText(line!.name);
    await card.getByRole('button', { name: 'Повторить заказ' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Товары заказа №${orderId} добавлены в корзину.` }),
    ).toBeVisible();
    await expect(page.getByTestId('basket-count')).toContainText('1');
    await card.getByRole('link', { name: `Подробнее о заказе №${orderId}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Заказ № ${orderId}` })).toBeVisible();
  });

  test('registers with a password, signs out, resets the forgotten password and signs in with the new one', async ({
    page,
  }) => {
    const phone = freshPhone();
    await page.goto('/lk/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const code = await requestCode(page, phone);
    await page.getByLabel('Код из SMS').fill(code);
    await page.getByLabel('Имя').fill('Ольга');
    await page.getByLabel('Новый пароль').fill('весна2026');
    await page.getByLabel('Повторите пароль').fill('весна2026');
    await page.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.getByText('Здравствуйте, Ольга!')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await signOut(page);
    await page.goto('/lk');
    await page.getByRole('button', { name: 'По паролю' }).click();
    await page.getByRole('button', { name: 'Забыли пароль?' }).click();
    const resetCode = await requestCode(page, phone);
    await page.getByLabel('Код из SMS').fill(resetCode);
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await page.getByLabel('Новый пароль').fill('осень2026');
    await page.getByLabel('Повторите пароль').fill('осень2026');
    await page.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
    await expect(page.getByText('Здравствуйте, Ольга!')).toBeVisible();

    await signOut(page);
    await page.goto('/lk');
    await page.getByRole('button', { name: 'По паролю' }).click();
    await page.getByLabel('Телефон или электронная почта').fill(phone);
    await page.getByLabel('Пароль', { exact: true }).fill('весна2026');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(/неверн/i);
    await page.getByLabel('Пароль', { exact: true }).fill('осень2026');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Здравствуйте, Ольга!')).toBeVisible();
  });

  test('signs in through the sandbox Yandex ID and comes back greeted, without authorizedBy in the address', async ({
    page,
  }) => {
    await page.goto('/lk');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход в личный кабинет' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Яндекс ID' }).click();
    await page.getByLabel('Телефон').fill(freshPhone());
    await page.getByRole('button', { name: 'Разрешить' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Личный кабинет', exact: true })).toBeVisible();
    await expect(page.getByText('Вы вошли через Яндекс ID.')).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });

  test('changes the phone by a code to the new number, deletes the account, and the number then starts a new empty account', async ({
    page,
  }) => {
    const newPhone = freshPhone();
    await signInBySms(page, freshPhone());
    await page.goto('/lk/personal-info');
    await page.getByRole('button', { name: 'Изменить номер телефона' }).click();
    const code = await requestCode(page, newPhone, 'Новый номер телефона');
    await page.getByLabel('Код из SMS').fill(code);
    await page.getByRole('button', { name: 'Подтвердить номер' }).click();
    await expect(page.getByText(`Номер изменён на ${newPhone}.`)).toBeVisible();
    await expect(page.getByText(newPhone, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Удалить личный кабинет' }).click();
    const dialog = page.getByRole('dialog', { name: 'Удаление личного кабинета' });
    await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Получить код для удаления' }).click();
    await expect(dialog.getByRole('status')).toContainText(newPhone);
    const deletion = await (async () => {
      const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(newPhone)}`);
      const { messages } = (await answer.json()) as { messages: Array<{ body: string }> };
      return /\b(\d{6})\b/.exec(messages[0]!.body)![1]!;
    })();
    await dialog.getByLabel('Код из SMS').fill(deletion);
    await dialog.getByRole('button', { name: 'Удалить навсегда' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Личный кабинет удалён.')).toBeVisible();

    await signInBySms(page, newPhone);
    await expect(page.getByText('Личный кабинет создан.', { exact: false })).toBeVisible();
    await expect(page.getByText('0 бонусов', { exact: true })).toBeVisible();
    await expect(page.getByText('Активных заказов нет.')).toBeVisible();
  });
});
