import type { OrderStatus } from '@apteka/contracts/schemas';

/** Allowed transitions of the order lifecycle; anything else is refused. */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['wait_payment', 'wait_darkstore', 'assembly', 'pre_delivery', 'canceled'],
  wait_payment: ['wait_darkstore', 'assembly', 'canceled'],
  wait_darkstore: ['assembly', 'canceled', 'canceled_by_store'],
  pre_delivery: ['assembly', 'canceled', 'canceled_by_store'],
  assembly: ['pickupable', 'delivering', 'canceled', 'canceled_by_store'],
  pickupable: ['pickuped', 'canceled', 'canceled_by_store'],
  delivering: ['delivered', 'canceled_by_store'],
  pickuped: ['closed'],
  delivered: ['closed'],
  canceled: [],
  canceled_by_store: [],
  closed: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => TRANSITIONS[from].includes(to);

/** The shopper may cancel until the goods leave the pharmacy. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = [
  'created',
  'wait_payment',
  'wait_darkstore',
  'pre_delivery',
  'assembly',
  'pickupable',
];

/** A pickup order may move to another pharmacy of its city until it is ready. */
export const PHARMACY_CHANGEABLE: readonly OrderStatus[] = ['created', 'wait_payment', 'wait_darkstore', 'assembly'];
/** A pickup order's reserve can be extended once, while it is assembled or waits at the pharmacy. */
const RESERVE_EXTENDABLE: readonly OrderStatus[] = ['assembly', 'pickupable'];
/** How long a pharmacy keeps a pickup order, and how much longer an extension keeps it, in days. */
export const RESERVE_DAYS = 3;
export const RESERVE_EXTENSION_DAYS = 2;

export const FINISHED: readonly OrderStatus[] = ['pickuped', 'delivered', 'canceled', 'canceled_by_store', 'closed'];
export const RECEIVED: readonly OrderStatus[] = ['pickuped', 'delivered'];
export const RELEASES_STOCK: readonly OrderStatus[] = ['canceled', 'canceled_by_store'];

export interface AdvanceFacts {
  status: OrderStatus;
  pickup: boolean;
  paymentMethod: 'card' | 'receipt';
  payed: boolean;
  isDarkStore: boolean;
}

/** Where the order goes next when nothing happens but work: how a pharmacy moves it along. */
export function nextStatus(o: AdvanceFacts): OrderStatus | null {
  switch (o.status) {
    case 'created':
      return o.paymentMethod === 'card' && !o.payed ? 'wait_payment' : o.isDarkStore ? 'wait_darkstore' : 'assembly';
    case 'wait_payment':
      return o.payed ? (o.isDarkStore ? 'wait_darkstore' : 'assembly') : null;
    case 'wait_darkstore':
    case 'pre_delivery':
      return 'assembly';
    case 'assembly':
      return o.pickup ? 'pickupable' : 'delivering';
    case 'pickupable':
      return 'pickuped';
    case 'delivering':
      return 'delivered';
    case 'pickuped':
    case 'delivered':
      return 'closed';
    default:
      return null;
  }
}

/** The facts of an order its next status and the shopper's actions depend on. */
export interface OrderFacts extends AdvanceFacts {
  reserveExtended: boolean;
}

export const canCancel = (o: Pick<OrderFacts, 'status'>) => CUSTOMER_CANCELLABLE.includes(o.status);

/** A card order waits for its money in 'wait_payment' until the acquirer confirms it. */
export const canPay = (o: Pick<OrderFacts, 'status' | 'paymentMethod' | 'payed'>) =>
  o.paymentMethod === 'card' && !o.payed && o.status === 'wait_payment';

export const canExtendReserve = (o: Pick<OrderFacts, 'status' | 'pickup' | 'reserveExtended'>) =>
  o.pickup && !o.reserveExtended && RESERVE_EXTENDABLE.includes(o.status);

export const canChangePharmacy = (o: Pick<OrderFacts, 'status' | 'pickup'>) =>
  o.pickup && PHARMACY_CHANGEABLE.includes(o.status);

/** Where a paid order goes: out of 'wait_payment' as the pharmacy would move it; anywhere else it stays. */
export const statusAfterPayment = (o: AdvanceFacts): OrderStatus =>
  o.status === 'wait_payment' ? (nextStatus({ ...o, payed: true }) ?? o.status) : o.status;
