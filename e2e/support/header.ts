import { expect, type Locator, type Page } from '@playwright/test';

/** The header's 'Каталог': a disclosure button once the catalog's menu parcel has loaded (a plain link before). */
export async function catalogMenuButton(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: 'Каталог', exact: true });
  await expect(button).toBeVisible({ timeout: 30_000 });
  return button;
}

/** Client-side navigation to /catalog through the header's menu ('Весь каталог'). */
export async function openWholeCatalogue(page: Page) {
  await (await catalogMenuButton(page)).click();
  await page.getByRole('link', { name: 'Весь каталог', exact: true }).click();
}
