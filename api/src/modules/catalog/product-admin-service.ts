/**
 * What a catalogue operator does to one product (`npm run catalog:product`): withdraw it from sale, put it back,
 * give it another slug. The product is named by id, slug or a former slug, and locked while it changes. The
 * database does the rest (migration 067): a withdrawn product's offers leave the read model that listings,
 * search and the shelves read, and come back when it is restored; a slug it leaves keeps leading to it.
 * The API instances' read caches show a change as late as they show a new price (see catalog-caches).
 */
import type { Db, Queryable } from '../../platform/database/types';
import { conflict, invalid, notFound } from '../../platform/errors';
import { productRecordByKey, setSlug, setWithdrawn, type ProductRecord } from './product-admin-repository';

export type { ProductRecord } from './product-admin-repository';

/** A slug as product addresses carry it. */
const PRODUCT_SLUG = /^[a-z0-9-]{1,120}$/;
/** Digits alone name a product by id in every product address. */
const PRODUCT_ID = /^[0-9]+$/;

export interface ProductChange {
  product: ProductRecord;
  /** false when the product already was as asked */
  changed: boolean;
}

async function lockedProduct(tx: Queryable, key: string): Promise<ProductRecord> {
  const product = await productRecordByKey(tx, key, { lock: true });
  if (!product) throw notFound('product_not_found', `Товар «${key}» не найден.`);
  return product;
}

/** Withdraws a product from sale (or puts it back): the time of the first withdrawal stays. */
function setOnSale(db: Db, key: string, onSale: boolean): Promise<ProductChange> {
  return db.transaction(async (tx) => {
    const product = await lockedProduct(tx, key);
    if ((product.withdrawnAt === null) === onSale) return { product, changed: false };
    return { product: await setWithdrawn(tx, product.id, !onSale), changed: true };
  });
}

export const withdrawProduct = (db: Db, key: string) => setOnSale(db, key, false);
export const restoreProduct = (db: Db, key: string) => setOnSale(db, key, true);

/**
 * Gives a product a new slug. Refused: a slug of other characters or of digits alone (it would read as an id), and
 * one that leads to another product now, as its slug or a former one. The product's own former slug may come back.
 */
export async function renameProduct(db: Db, key: string, slug: string): Promise<ProductChange> {
  if (!PRODUCT_SLUG.test(slug)) {
    throw invalid('invalid_slug', 'Адрес товара — от 1 до 120 строчных латинских букв, цифр и дефисов.');
  }
  if (PRODUCT_ID.test(slug)) {
    throw invalid('invalid_slug', 'Адрес товара не может состоять из одних цифр: так записывается номер товара.');
  }
  return db.transaction(async (tx) => {
    const product = await lockedProduct(tx, key);
    if (product.slug === slug) return { product, changed: false };
    const holder = await productRecordByKey(tx, slug, { lock: false });
    if (holder && holder.id !== product.id) {
      throw conflict('slug_taken', `Адрес «${slug}» уже занят: он ведёт на товар ${holder.id} «${holder.name}».`);
    }
    return { product: await setSlug(tx, product.id, slug), changed: true };
  });
}
