/**
 * What a shopper does with orders: place the basket or book one product, look an order up, cancel it, pay for it,
 * pick it up elsewhere or keep it longer, list the session's orders.
 */
import type { Brand, Order, PlaceOrderBody } from '@apteka/contracts';
import type { Static } from '@sinclair/typebox';
import type { BookingBodySchema } from '@apteka/contracts/schemas';
import type { Db } from '../../platform/database/types';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import { enforceLimits, type RateLimit } from '../../platform/rate-limit/rate-limits';
import { requireCustomer, type SessionAccess } from '../../platform/session';
import { addToBasket, createBasket, currentBasket, viewCart, type SessionBasket } from '../basket';
import { MAX_LINE_QUANTITY } from '@apteka/contracts/schemas';
import { assertProductOnSale, productExists } from '../catalog';
import { chainOf, takesOrdersIn } from '../pharmacies';
import { changePickupPharmacy } from './change-pharmacy';
import { courierChoice } from './courier-choice';
import { readableOrder, type OrderRequester } from './order-access';
import { orderSignature } from './order-signature';
import { canCancel, canExtendReserve, FINISHED, RESERVE_EXTENSION_DAYS } from './order-status';
import { lockOrder, transitionOrder } from './order-transitions';
import { loadOrder, orderFacts } from './order-view';
import {
  countPhoneOrdersNotIn,
  extendReserveBy,
  findOrderByKey,
  findOrderRow,
  goodsBoughtBy,
  hasAnyOrder,
  orderIdsOf,
  orderItems,
  type OrdersOwner,
} from './orders-repository';
import { placeOrder, type PlacementContext } from './place-order';

/** How the orders module asks for an order's payment page; the payments module provides it. */
export interface OrderPayments {
  /** Starts (or resumes) paying a card order that waits for its money; the hosted page's address. */
  start(orderId: number): Promise<string>;
}

export interface OrdersDeps {
  db: Db;
  brand: Brand;
  /** signs order links */
  secret: string;
  payments: OrderPayments;
}

const PAGE_SIZE = 10;
/** Orders in progress one phone may have at a time. */
const ACTIVE_ORDER_LIMIT = 5;

const storeUnavailable = () => unprocessable('store_unavailable', 'Эта аптека не принимает заказы в выбранном городе.');

/** A pickup order or a reservation goes to one of the chain's pharmacies of the basket's city, else a 422. */
async function requireOrderPharmacy(deps: OrdersDeps, basket: SessionBasket, storeId: number) {
  if (!(await takesOrdersIn(deps.db, basket.fulfilment.chain, storeId, basket.region.region.id)))
    throw storeUnavailable();
}

async function showOrder({ db, secret }: OrdersDeps, orderId: number): Promise<Order> {
  const order = await loadOrder(db, orderId, secret);
  if (!order) throw notFound('order_not_found', 'Заказ не найден.');
  return order;
}

/** The placed order and, for a card order waiting for its money, where to pay. */
async function placed(deps: OrdersDeps, orderId: number) {
  const order = await showOrder(deps, orderId);
  const paymentUrl = order.canPay ? await deps.payments.start(orderId) : null;
  return { order, paymentUrl };
}

const contextOf = (
  basket: SessionBasket,
  analyticsClientId: string | null,
  courierAddress: string | null,
  deliverySurcharge = 0,
): PlacementContext => ({
  sessionId: basket.sessionId,
  customerId: basket.data.customerId,
  basketId: basket.basketId,
  chain: basket.fulfilment.chain,
  region: basket.region,
  courierAddress,
  deliverySurcharge,
  analyticsClientId,
});

/**
 * Places the session's basket: for pickup at the named (or chosen) pharmacy of the city, for a courier at the
 * session's address in an offered slot. Repeating the idempotency key answers the same order.
 */
export async function placeBasketOrder(
  deps: OrdersDeps,
  access: SessionAccess,
  body: PlaceOrderBody,
  analyticsClientId: string | null,
) {
  const { db } = deps;
  const basket = await currentBasket(db, deps.brand, access);
  let storeId: number | null = null;
  let courierAddress: string | null = null;
  let timeSlot: string | undefined;
  let surcharge = 0;
  if (body.receivingMethod === 'deliverypickup') {
    storeId = body.storeId ?? basket.data.storeId;
    if (storeId === null) throw unprocessable('store_required', 'Выберите аптеку, в которой заберёте заказ.');
    await requireOrderPharmacy(deps, basket, storeId);
  } else {
    if (!basket.region.region.hasCourierDelivery) {
      throw unprocessable('no_courier', 'В этом городе нет курьерской доставки.');
    }
    const courier = await courierChoice(db, basket.fulfilment.chain, basket.data, basket.region, body.timeSlot);
    courierAddress = courier.address;
    timeSlot = courier.timeSlot;
    surcharge = courier.surcharge;
  }
  const { orderId, created } = await placeOrder(
    db,
    contextOf(basket, analyticsClientId, courierAddress, surcharge),
    { ...body, timeSlot },
    storeId,
  );
  return { created, ...(await placed(deps, orderId)) };
}

/** One-click reservation of one product for pickup; the basket is left alone. */
export async function bookProduct(
  deps: OrdersDeps,
  access: SessionAccess,
  body: Static<typeof BookingBodySchema>,
  analyticsClientId: string | null,
) {
  const { db } = deps;
  const basket = await currentBasket(db, deps.brand, access);
  const existing = await findOrderByKey(db, basket.sessionId, body.idempotencyKey);
  if (existing !== null) return { created: false, ...(await placed(deps, existing)) };
  await assertProductOnSale(db, body.productId);
  await requireOrderPharmacy(deps, basket, body.store);
  // A basket of its own, so the reservation goes through the same atomic placement.
  const bookingBasketId = await createBasket(db, basket.sessionId, basket.data.customerId);
  await addToBasket(db, bookingBasketId, body.productId, body.quantity, body.quantity);
  const { orderId, created } = await placeOrder(
    db,
    contextOf({ ...basket, basketId: bookingBasketId }, analyticsClientId, null),
    {
      idempotencyKey: body.idempotencyKey,
      receivingMethod: 'deliverypickup',
      name: body.name,
      phone: body.phone,
      paymentMethod: 'receipt',
      personalDataConsent: true,
    },
    body.store,
  );
  return { created, ...(await placed(deps, orderId)) };
}

export async function orderFor(deps: OrdersDeps, access: OrderRequester, orderId: number, signature?: string) {
  await readableOrder(deps.db, deps.secret, access, orderId, signature);
  return showOrder(deps, orderId);
}

/** Cancels an order with the shopper's comment, while it may still be cancelled. */
export async function cancelOrder(
  deps: OrdersDeps,
  access: OrderRequester,
  orderId: number,
  signature: string | undefined,
  comment: string | undefined,
) {
  await readableOrder(deps.db, deps.secret, access, orderId, signature);
  await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!canCancel(row)) throw conflict('not_cancellable', 'Этот заказ уже нельзя отменить.');
    await transitionOrder(tx, orderId, 'canceled', { cancelComment: comment?.trim() || '' });
  });
  return showOrder(deps, orderId);
}

export async function payForOrder(deps: OrdersDeps, access: OrderRequester, orderId: number, signature?: string) {
  await readableOrder(deps.db, deps.secret, access, orderId, signature);
  return { paymentUrl: await deps.payments.start(orderId) };
}

export async function changeOrderPharmacy(
  deps: OrdersDeps,
  access: OrderRequester,
  orderId: number,
  signature: string | undefined,
  storeId: number,
) {
  await readableOrder(deps.db, deps.secret, access, orderId, signature);
  await changePickupPharmacy(deps.db, chainOf(deps.brand), orderId, storeId);
  return showOrder(deps, orderId);
}

/** Keeps a pickup order at the pharmacy longer, once. */
export async function extendOrderReserve(
  deps: OrdersDeps,
  access: OrderRequester,
  orderId: number,
  signature?: string,
) {
  await readableOrder(deps.db, deps.secret, access, orderId, signature);
  await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!canExtendReserve(orderFacts(row))) {
      throw conflict('reserve_not_extendable', 'Срок хранения этого заказа продлить нельзя.');
    }
    await extendReserveBy(tx, orderId, RESERVE_EXTENSION_DAYS);
  });
  return showOrder(deps, orderId);
}

export type OrderListKind = 'all' | 'active' | 'finished';

const ownerOf = async (access: SessionAccess): Promise<OrdersOwner> => {
  const { id, data } = await access.session();
  return { sessionId: id, customerId: data.customerId };
};

/** A page of the shopper's orders (a signed-in customer's from any device), newest first. */
export async function listOrders(deps: OrdersDeps, access: SessionAccess, kind: OrderListKind, page = 1) {
  const owner = await ownerOf(access);
  const offset = (page - 1) * PAGE_SIZE;
  const { ids, total } =
    kind === 'all'
      ? await orderIdsOf(deps.db, owner, [], false, PAGE_SIZE, offset)
      : await orderIdsOf(deps.db, owner, FINISHED, kind === 'finished', PAGE_SIZE, offset);
  const orders = await Promise.all(ids.map((id) => showOrder(deps, id)));
  return { orders, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function hasOrders(deps: OrdersDeps, access: SessionAccess) {
  return { hasOrders: await hasAnyOrder(deps.db, await ownerOf(access)) };
}

/** The order with this number placed with this phone: its id and signature, so its page can be opened. */
const QUARTER_HOUR = 15 * 60;
/** Enough to mistype a number a few times; guessing other people's orders stops here, on every instance. */
export const ORDER_LOOKUP_LIMITS = {
  perAddress: { bucket: 'order-lookup:address', limit: 10, windowSeconds: QUARTER_HOUR },
  perSession: { bucket: 'order-lookup:session', limit: 5, windowSeconds: QUARTER_HOUR },
} satisfies Record<string, RateLimit>;

export async function findOrderByNumber(
  deps: OrdersDeps,
  requester: { address: string; access: SessionAccess },
  number: number,
  phone: string,
) {
  const session = await requester.access.session();
  await enforceLimits(
    deps.db,
    [
      { limit: ORDER_LOOKUP_LIMITS.perAddress, key: requester.address },
      { limit: ORDER_LOOKUP_LIMITS.perSession, key: session.id },
    ],
    'too_many_lookups',
    (wait) => `Слишком много попыток найти заказ. Попробуйте ${wait}.`,
  );
  const row = await findOrderRow(deps.db, number);
  if (!row || row.phone !== phone) {
    throw notFound('order_not_found', 'Заказ с таким номером и телефоном не найден. Проверьте данные.');
  }
  return { id: row.id, signature: orderSignature(row.id, deps.secret) };
}

/** Whether a phone may place another order: at most a few in progress at a time. */
export async function orderRestrictions(deps: OrdersDeps, phone: string) {
  const active = await countPhoneOrdersNotIn(deps.db, phone, FINISHED);
  return { canOrder: active < ACTIVE_ORDER_LIMIT, activeOrders: active, limit: ACTIVE_ORDER_LIMIT };
}

/**
 * «Повторить заказ»: the order's goods go into the basket again, each line capped by the line limit; the basket
 * then judges availability and prices of today.
 */
export async function repeatOrder(
  deps: OrdersDeps,
  access: OrderRequester,
  orderId: number,
  signature: string | undefined,
) {
  await readableOrder(deps.db, deps.secret, access, orderId, signature);
  const basket = await currentBasket(deps.db, deps.brand, access);
  const items = await orderItems(deps.db, orderId);
  await deps.db.transaction(async (tx) => {
    for (const item of items) {
      if (await productExists(tx, item.product_id)) {
        await addToBasket(tx, basket.basketId, item.product_id, item.quantity, MAX_LINE_QUANTITY);
      }
    }
  });
  return viewCart(deps.db, basket);
}

const GOODS_SHOWN = 200;

/** The goods a signed-in customer bought, newest first, priced for the session's region. */
export async function goodsBought(deps: OrdersDeps, access: SessionAccess) {
  const { data } = await access.session();
  const customerId = requireCustomer(data, 'увидеть историю покупок');
  const rows = await goodsBoughtBy(deps.db, customerId, data.regionId, GOODS_SHOWN);
  return {
    items: rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      slug: row.slug,
      image: row.image,
      timesBought: row.times,
      lastBoughtAt: new Date(row.last_at).toISOString(),
      price: row.base === null ? null : { base: row.base, special: row.special },
    })),
  };
}
