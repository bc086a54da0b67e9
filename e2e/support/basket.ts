import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface CartLine {
  productId: number;
  name: string;
  status: string;
  isPrescription: boolean;
  isDarkStore: boolean;
}

export async function xsrf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/**
 * Puts `wanted` ordinary products into the session's basket through the API (the catalogue pages are another
 * team's), keeping only products that one pharmacy of the city holds together, so pickup can be checked out.
 */
export async function fillBasket(page: Page, wanted: number): Promise<CartLine[]> {
  await page.goto('/basket/');
  await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
  const request: APIRequestContext = page.request;
  const headers = { 'x-xsrf-token': await xsrf(page) };
  const kept: CartLine[] = [];
  for (let productId = 1; productId <= 300 && kept.length < wanted; productId++) {
    const added = await request.post('/api/cart/', { data: { productId, quantity: 1 }, headers });
    if (!added.ok()) continue;
    const line = ((await added.json()) as { items: CartLine[] }).items.find((i) => i.productId === productId)!;
    const stores = (await (await request.get('/api/cart/stores')).json()) as {
      lines: number;
      stores: Array<{ availableLines: number }>;
    };
    if (
      line.status === 'available' &&
      !line.isPrescription &&
      !line.isDarkStore &&
      stores.stores[0]?.availableLines === stores.lines
    )
      kept.push(line);
    else await request.delete('/api/cart/input', { data: { productId }, headers });
  }
  expect(kept).toHaveLength(wanted);
  return kept;
}

export interface OfferedSlot {
  id: string;
  date: string;
  day: 'today' | 'tomorrow';
  from: string;
  to: string;
}

/** Saves the session's courier address through the delivery API (the address form is the pharmacies team's) and returns the offered slots. */
export async function setCourierAddress(
  page: Page,
  address: { address: string; house: string; flat?: string },
): Promise<OfferedSlot[]> {
  const saved = await page.request.post('/api/delivery/set-courier', {
    data: { isSet: true, address },
    headers: { 'x-xsrf-token': await xsrf(page) },
  });
  expect(saved.status()).toBe(200);
  const slots = await page.request.get('/api/delivery/timeslots');
  expect(slots.status()).toBe(200);
  return ((await slots.json()) as { slots: OfferedSlot[] }).slots;
}
