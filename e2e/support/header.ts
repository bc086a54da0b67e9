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

/**
 * The header's search as the shopper finds it: the shell's own field, which becomes the catalog's combobox (with
 * suggestions) once the shopper turns to it. Clicks into whichever is there and returns the combobox, focused.
 */
export async function headerSearchBox(page: Page): Promise<Locator> {
  const box = page.getByRole('combobox', { name: 'Поиск по товарам' });
  // the shell's field on a page where the shopper has not searched yet, the combobox once they have
  await page.getByRole('searchbox', { name: 'Поиск по товарам' }).or(box).first().click();
  await expect(box).toBeFocused({ timeout: 30_000 });
  return box;
}
