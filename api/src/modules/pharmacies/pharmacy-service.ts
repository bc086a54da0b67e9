/** One pharmacy: its page, its reviews and a shopper's favourite mark. */
import type { Store, StoreReview } from '@apteka/contracts';
import type { Db, Queryable } from '../../platform/database/types';
import { invalid, notFound } from '../../platform/errors';
import { enforceLimits, type RateLimit } from '../../platform/rate-limit/rate-limits';
import { requireCustomer, type SessionData } from '../../platform/session';
import { isFavoriteStore, setFavoriteStore } from '../account';
import { addStoreReview, listStoreReviews } from './store-reviews-repository';
import type { Chain } from './store-chains';
import { findStore } from './stores-repository';

const storeNotFound = () => notFound('not_found', 'Аптека не найдена.');

/** Another chain's pharmacy is as unknown here as one that does not exist. */
async function requireStore(db: Queryable, chain: Chain, storeId: number) {
  if (!(await findStore(db, chain, storeId, null))) throw storeNotFound();
}

export async function pharmacyPage(db: Queryable, chain: Chain, session: SessionData, storeId: number): Promise<Store> {
  const store = await findStore(db, chain, storeId, session.storeId);
  if (!store) throw storeNotFound();
  return { ...store, isFavorite: await isFavoriteStore(db, session.customerId, store.id) };
}

/** A pharmacy's reviews, newest first, with the average rating. */
export async function pharmacyReviews(db: Queryable, chain: Chain, storeId: number) {
  await requireStore(db, chain, storeId);
  return listStoreReviews(db, storeId);
}

/** A signed-in shopper's review of a pharmacy. */
/** A shopper reviews the pharmacies they visit; more than this a day is a script, not a shopper. */
export const REVIEWS_PER_DAY: RateLimit = { bucket: 'store-review:customer', limit: 5, windowSeconds: 24 * 3600 };

export async function reviewPharmacy(
  db: Db,
  chain: Chain,
  session: SessionData,
  storeId: number,
  review: { rating: number; text: string },
): Promise<StoreReview> {
  const customerId = requireCustomer(session, 'оставить отзыв');
  await enforceLimits(
    db,
    [{ limit: REVIEWS_PER_DAY, key: String(customerId) }],
    'too_many_reviews',
    (wait) => `Отзывов на сегодня достаточно, спасибо! Следующий можно оставить ${wait}.`,
  );
  await requireStore(db, chain, storeId);
  return addStoreReview(db, {
    storeId,
    customerId,
    author: 'Покупатель',
    rating: review.rating,
    text: review.text.trim(),
  });
}

/** Adds a pharmacy to the signed-in shopper's favourites or removes it; the number of favourites afterwards. */
export async function markFavoritePharmacy(
  db: Queryable,
  chain: Chain,
  session: SessionData,
  storeId: number | undefined,
  isFavorite: boolean,
) {
  const customerId = requireCustomer(session, 'добавлять аптеки в избранное');
  if (storeId === undefined) throw invalid('validation', 'Не указана аптека.');
  await requireStore(db, chain, storeId);
  const favoritesCount = await setFavoriteStore(db, customerId, storeId, isFavorite);
  return { id: storeId, isFavorite, favoritesCount };
}
