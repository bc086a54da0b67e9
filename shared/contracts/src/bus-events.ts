import type { Brand } from './brands';
import type { DeliveryMode, Region, StoreSummary, UserState } from './entities';

/** The region a remote needs to know about; the full entity stays with the shell. */
export type RegionSummary = Pick<
  Region,
  'id' | 'name' | 'slug' | 'skloneniya' | 'hasCourierDelivery' | 'hasNightDelivery' | 'timeZone'
>;

export type NotificationKind = 'BASKET' | 'REPLACEMENT' | 'BALANCE' | 'MESSAGE' | 'WARNING' | 'ERROR';

/**
 * Every event that crosses a remote boundary, by name. A remote may only emit and listen to
 * these; adding one is a change to this contract, reviewed like an API change.
 */
export interface BusEventMap {
  /** The shopper chose another region (the shell has already stored it). */
  'region/changed': { region: RegionSummary };
  /** Pickup or courier was chosen. */
  'delivery/changed': { mode: DeliveryMode; store: StoreSummary | null };
  /** Login, logout or a profile change. */
  'user/changed': { user: UserState };
  /** A card asked to add a product to the basket; the basket remote owns what happens next. */
  'basket/add-requested': { productId: number; quantity: number; source: string };
  /**
   * Another remote changed the basket on the server (e.g. repeated an order): the basket, which owns the counter,
   * reads it again.
   */
  'basket/refresh-requested': { source: string };
  /** The basket changed; carries the new number of units for the header counter. */
  'basket/changed': { count: number };
  /** The favorites counter: null when unknown. */
  'favorites/changed': { count: number | null };
  /**
   * The account remote signed the shopper in or out: the session id changed, the basket may have merged. The shell
   * reads the user and the location again and publishes them; `returnTo` is where a sign-in goes on to.
   */
  'auth/session-changed': { signedIn: boolean };
  /** Something needs a signed-in shopper (e.g. favorite from an anonymous visitor). */
  'auth/login-requested': { reason: string; returnTo: string };
  /** A toast for the shopper. */
  notify: { kind: NotificationKind; message: string; durationMs?: number };
  /** Open a shell-owned dialog. */
  'shell/open-region-picker': Record<string, never>;
  /**
   * The shopper touched a link to another page of the store (its pointerdown, which comes 40-200 ms before the click
   * on a phone and may still turn out to be a scroll). The remote that draws that page may ask for the page's answers
   * now, so they arrive while the move runs; it may only read, never change anything, on a touch.
   */
  'navigation/touched': { href: string };
  /**
   * A page wrote the document's title (after it was drawn): `path` is the address it named. Analytics counts a page
   * view of a move with the title of the page moved to, not the one moved from.
   */
  'page/titled': { path: string; title: string };
}

export type BusEventName = keyof BusEventMap;

/**
 * Requests a shopper makes that the one remote handling them may not have started to hear yet (the basket's
 * service starts once the page has painted): the bus holds them until it listens, so a quick «В корзину» right
 * after the page appears is never lost.
 */
export const HELD_UNTIL_HANDLED: readonly BusEventName[] = ['basket/add-requested'];

export interface BusEvent<K extends BusEventName = BusEventName> {
  type: K;
  payload: BusEventMap[K];
}

/** Values every remote can read at any time (BehaviorSubject streams on the bus). */
export interface BusState {
  region: RegionSummary | null;
  deliveryMode: DeliveryMode;
  user: UserState | null;
  basketCount: number;
  favoritesCount: number | null;
}

/** What the shell hands each remote when single-spa mounts it. */
export interface RemoteMountProps {
  brand: Brand;
  /** The API base, '/api' unless configured otherwise. */
  apiBase: string;
  /**
   * The element holds this remote's server markup of the version being mounted: hydrate it rather than draw the page
   * again (first mount of a page only).
   */
  hydrate?: boolean;
}
