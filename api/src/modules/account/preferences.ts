/** What a customer chose for themselves: a favourite category (its goods earn more bonuses) and a Telegram chat. */
import { createHmac } from 'node:crypto';
import type { FavoritableCategories } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { invalid } from '../../platform/errors';
import { requireCustomer, type SessionData } from '../../platform/session';
import { topCategories } from '../catalog';
import { findCustomer, updateCustomer } from './customers-repository';

export async function favoritableCategories(db: Queryable, session: SessionData): Promise<FavoritableCategories> {
  const customerId = requireCustomer(session, 'выбрать любимую категорию');
  const customer = await findCustomer(db, customerId);
  return { categories: await topCategories(db), chosenId: customer?.favorite_category_id ?? null };
}

/** Only a top-level category of the catalogue may be the favourite one. */
export async function chooseFavoriteCategory(
  db: Queryable,
  session: SessionData,
  categoryId: number,
): Promise<FavoritableCategories> {
  const customerId = requireCustomer(session, 'выбрать любимую категорию');
  if (!(await topCategories(db)).some((category) => category.id === categoryId)) {
    throw invalid('category_invalid', 'Эту категорию нельзя выбрать любимой.');
  }
  await updateCustomer(db, customerId, { favoriteCategoryId: categoryId });
  return favoritableCategories(db, session);
}

/**
 * The deep link that opens the shop's Telegram bot naming the customer. Telegram allows only [A-Za-z0-9_-] and 64
 * characters in the start parameter, so it is the id with a short HMAC of it that the bot checks.
 */
export async function telegramLink(
  db: Queryable,
  session: SessionData,
  deps: { secret: string; telegramBot: string },
): Promise<{ link: string }> {
  const customerId = requireCustomer(session, 'подписаться на уведомления в Telegram');
  await updateCustomer(db, customerId, { telegramRequested: true });
  const proof = createHmac('sha256', deps.secret).update(`telegram:${customerId}`).digest('base64url').slice(0, 22);
  return { link: `https://t.me/${deps.telegramBot}?start=c${customerId}_${proof}` };
}
