import { lineTotal, type Brand, type CartItem } from '@apteka/contracts';
import type { Queryable } from '../../platform/database/types';
import type { SessionAccess, SessionData } from '../../platform/session';
import { chainOf, type Chain } from '../pharmacies';
import { sessionRegion, type RegionRecord } from '../regions';
import { basketExists, basketLines, claimBasket, createBasket, type Fulfilment } from './baskets-repository';
import { fulfilmentOf } from './cart-view';

/** The visitor's basket with where it would be fulfilled and whose bonuses it spends. */
export interface SessionBasket {
  basketId: string;
  sessionId: string;
  data: SessionData;
  region: RegionRecord;
  fulfilment: Fulfilment;
}

/** The visitor's basket, created (and remembered in the session) on first use. */
export async function currentBasket(db: Queryable, brand: Brand, access: SessionAccess): Promise<SessionBasket> {
  let session = await access.session();
  let basketId = session.data.basketId;
  if (basketId === null || !(await basketExists(db, basketId))) {
    const created = await createBasket(db, session.id, session.data.customerId);
    basketId = await claimBasket(db, session.id, basketId, created);
    session = await access.updateSession({ basketId });
  }
  const region = await sessionRegion(db, session.data, brand);
  return {
    basketId,
    sessionId: session.id,
    data: session.data,
    region,
    fulfilment: fulfilmentOf(session.data, region, chainOf(brand)),
  };
}

/** The lines of the session's basket, if it has one, priced in the region and judged on the chain's shelves; nothing is created. */
export async function sessionBasketLines(
  db: Queryable,
  session: SessionData,
  region: RegionRecord,
  chain: Chain,
): Promise<CartItem[]> {
  return session.basketId === null ? [] : basketLines(db, session.basketId, fulfilmentOf(session, region, chain));
}

/** Products and quantities of the session's basket, for availability checks. */
export async function sessionBasketWanted(db: Queryable, session: SessionData, region: RegionRecord, chain: Chain) {
  const lines = await sessionBasketLines(db, session, region, chain);
  return lines.map(({ productId, quantity }) => ({ productId, quantity }));
}

/** Goods total of the session's basket at the region's prices, kopecks (what free delivery is measured against). */
export async function sessionBasketGoodsAmount(
  db: Queryable,
  session: SessionData,
  region: RegionRecord,
  chain: Chain,
): Promise<number> {
  const lines = await sessionBasketLines(db, session, region, chain);
  return lines.reduce((sum, line) => sum + (line.price ? lineTotal(line.price, line.quantity) : 0), 0);
}
