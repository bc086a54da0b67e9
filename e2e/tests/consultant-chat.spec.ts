import { expect, test } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';

test.describe('consultant chat', () => {
  test('a shopper asks, the operator answers from the operator page, the shopper reads it; no button on the basket', async ({
    page,
    browser,
  }) => {
    await page.goto('/pharmacies');
    const button = page.getByRole('button', { name: 'Чат с консультантом' });
    await expect(button).toBeVisible({ timeout: 30_000 });
    await button.click();
    const chat = page.getByRole('dialog', { name: 'Чат с консультантом' });
    await expect(chat.getByLabel('Ваше сообщение')).toBeFocused();
    const question = `Есть ли детский нурофен? ${Date.now()}`;
    await chat.getByLabel('Ваше сообщение').fill(question);
    await chat.getByRole('button', { name: 'Отправить' }).click();
    await expect(chat.getByRole('log').getByText(question)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await operator.goto('/api/dev/chat');
    const conversation = operator.getByRole('region').filter({ hasText: question });
    await conversation.getByLabel('Ответ').fill('Да, в аптеке на Тверской.');
    await conversation.getByRole('button', { name: 'Отправить' }).click();
    await expect(operator.getByText('Да, в аптеке на Тверской.')).toBeVisible();
    await operatorContext.close();

    await expect(chat.getByRole('log').getByText('Да, в аптеке на Тверской.')).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(button).toBeFocused();

    await page.goto('/basket/');
    await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Чат с консультантом' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Перейти в каталог' }).click();
    await expect(page.getByRole('button', { name: 'Чат с консультантом' })).toBeVisible();
  });
});
