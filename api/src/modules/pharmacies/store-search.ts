/**
 * Finding pharmacies: the chain's pickup pharmacies of a region, optionally with how much of some products (or of the
 * basket) each has and what it costs there, the best-stocked and then the cheapest first.
 */
import type { StoreSearchResult, StoreWithAvailability } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import { invalid, notFound } from '../../platform/errors';
import { requireCustomer, type SessionData } from '../../platform/session';
import { sessionBasketWanted } from '../basket';
import { assertProductsExist, productIdsByGuids } from '../catalog';
import { findRegion } from '../regions';
import { basketAcrossStores, type WantedProduct } from './availability-repository';
import type { Chain } from './store-chains';
import { searchStores } from './stores-repository';

type Flag = boolean | 0 | 1 | undefined;
const on = (flag: Flag) => flag === true || flag === 1;

export interface StoreSearchFlags {
  regionId?: number;
  showAll?: Flag;
  favorited?: Flag;
  withCart?: Flag;
  withOptics?: Flag;
  hasOpticEmail?: Flag;
  inStock?: Flag;
}

const MAX_PRODUCTS = 500;
const tooMany = () => invalid('too_many_products', `Можно проверить не больше ${MAX_PRODUCTS} товаров за раз.`);
const GUID = /^[0-9a-f-]{36}$/i;

/** '1,2,3' -> ids; anything else is a 400 rather than a silently shorter list. */
function parseIds(joined: string): number[] {
  const parts = joined.split(',').filter(Boolean);
  if (parts.length > MAX_PRODUCTS) throw tooMany();
  return parts.map((part) => {
    const id = Number(part);
    if (!Number.isInteger(id) || id < 1 || id > 2147483647)
      throw invalid('validation', `Неверный код товара: ${part.slice(0, 20)}.`);
    return id;
  });
}

function parseGuids(joined: string): string[] {
  const guids = joined.split(',').filter(Boolean);
  if (guids.length > MAX_PRODUCTS) throw tooMany();
  if (guids.some((guid) => !GUID.test(guid))) throw invalid('validation', 'Неверный код товара.');
  return guids;
}

async function search(
  db: Queryable,
  chain: Chain,
  session: SessionData,
  flags: StoreSearchFlags,
  products: WantedProduct[] | null,
  guids: string[] | null,
): Promise<StoreSearchResult> {
  const regionId = flags.regionId ?? session.regionId;
  const region = await findRegion(db, regionId);
  if (!region) throw notFound('region_not_found', 'Такой регион не найден.');
  if (on(flags.favorited)) requireCustomer(session, 'увидеть избранные аптеки');

  let wanted = products;
  if (guids?.length) {
    const byGuid = (await productIdsByGuids(db, guids)).map((productId) => ({ productId, quantity: 1 }));
    wanted = [...(wanted ?? []), ...byGuid];
  }
  if (on(flags.withCart)) wanted = [...(wanted ?? []), ...(await sessionBasketWanted(db, session, region, chain))];
  if (wanted?.length)
    await assertProductsExist(
      db,
      wanted.map((w) => w.productId),
    );

  const stores = await searchStores(db, {
    chain,
    regionId,
    selectedStoreId: session.storeId,
    customerId: session.customerId,
    favoritedOnly: on(flags.favorited),
    withOptics: on(flags.withOptics),
    hasOpticEmail: on(flags.hasOpticEmail),
  });
  if (!wanted?.length) return { stores, isPriceVaries: false };

  const availability = await basketAcrossStores(db, chain, regionId, wanted);
  let result: StoreWithAvailability[] = stores.map((store) => ({ ...store, availability: availability.get(store.id) }));
  if (on(flags.inStock))
    result = result.filter((store) => store.availability && store.availability.available === store.availability.total);
  else if (!on(flags.showAll)) result = result.filter((store) => (store.availability?.available ?? 0) > 0);
  result.sort(
    (a, b) =>
      (b.availability?.available ?? 0) - (a.availability?.available ?? 0) ||
      (a.availability?.basketPrice ?? 0) - (b.availability?.basketPrice ?? 0) ||
      a.name.localeCompare(b.name, 'ru'),
  );
  const prices = new Set(result.map((store) => store.availability?.basketPrice));
  return { stores: result, isPriceVaries: prices.size > 1 };
}

/** GET /stores: products and guids as comma-joined lists, one unit of each. */
export function storesForQuery(
  db: Queryable,
  chain: Chain,
  session: SessionData,
  query: StoreSearchFlags & { products?: string; guids?: string },
): Promise<StoreSearchResult> {
  const { products, guids, ...flags } = query;
  const ids = products ? parseIds(products) : null;
  const guidList = guids ? parseGuids(guids) : null;
  return search(db, chain, session, flags, ids?.map((productId) => ({ productId, quantity: 1 })) ?? null, guidList);
}

/** POST /stores: product lines with quantities (repeated ids add up). */
export function storesForLines(
  db: Queryable,
  chain: Chain,
  session: SessionData,
  body: StoreSearchFlags & { products?: Array<{ id: number; quantity?: number }>; guids?: string[] },
): Promise<StoreSearchResult> {
  const { products, guids, ...flags } = body;
  const merged = new Map<number, number>();
  for (const line of products ?? []) merged.set(line.id, (merged.get(line.id) ?? 0) + (line.quantity ?? 1));
  const wanted = [...merged].map(([productId, quantity]) => ({ productId, quantity }));
  return search(db, chain, session, flags, wanted.length ? wanted : null, guids ?? null);
}
