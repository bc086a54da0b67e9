import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import type { Subscription } from 'rxjs';
import type { BusEventMap, BusEventName, UserState } from '@apteka/contracts';
import { mockApi, type MockApi, type MockHandler, type MockReply } from '@apteka/api-client/testing';
import { Root, makeStore } from '../remote';
import { SIGNED_IN } from './fixtures';

/** Renders the account remote at a path over a table of API answers; signed in as Анна unless told otherwise. */
export function renderAccount(
  path: string,
  routes: Record<string, MockHandler | MockReply> = {},
  user: UserState = SIGNED_IN,
): MockApi {
  const api = mockApi({ 'GET /customer/': { data: user }, ...routes });
  window.history.pushState({}, '', path);
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

const listening: Subscription[] = [];

/** Every event of one kind the page emits on the bus from now on (until `stopListening`). */
export function busEvents<K extends BusEventName>(kind: K): Array<BusEventMap[K]> {
  const seen: Array<BusEventMap[K]> = [];
  listening.push(bus.on(kind).subscribe((payload) => seen.push(payload)));
  return seen;
}

export function stopListening() {
  listening.splice(0).forEach((subscription) => subscription.unsubscribe());
}
