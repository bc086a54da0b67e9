import type { FastifyInstance, FastifyRequest } from 'fastify';
import { basketExists, createBasket, type Fulfilment } from './baskets-repository';
import type { RegionRecord } from '../regions/regions-repository';
import type { SessionData } from '../../platform/session/session-data';
import { defaultRegionId } from '../../platform/session/session-data';
import { sessionRegion } from '../delivery/location';
import { fulfilmentOf, ownerKey } from './cart-view';

export interface SessionBasket {
  basketId: string;
  sessionId: string;
  data: SessionData;
  region: RegionRecord;
  fulfilment: Fulfilment;
  owner: string;
}

/** The visitor's basket (created on first use) with where it would be fulfilled. */
export async function sessionBasket(app: FastifyInstance, request: FastifyRequest): Promise<SessionBasket> {
  let session = await request.session();
  let basketId = session.data.basketId;
  if (basketId === null || !(await basketExists(app.db, basketId))) {
    basketId = await createBasket(app.db, session.id, session.data.customerId);
    session = await request.updateSession({ basketId });
  }
  const region = await sessionRegion(app.db, session.data, defaultRegionId(app.appConfig.brand));
  return {
    basketId,
    sessionId: session.id,
    data: session.data,
    region,
    fulfilment: fulfilmentOf(session.data, region),
    owner: ownerKey(session.id, session.data),
  };
}
