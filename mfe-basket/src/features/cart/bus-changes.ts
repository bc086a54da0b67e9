import { distinctUntilChanged, filter, map, merge, pairwise, type Observable } from 'rxjs';
import type { EventBus } from '@apteka/bus';
import type { UserState } from '@apteka/contracts';

/**
 * Emits when a value that was known changes to another one. The first value the shell sets (null -> the
 * session's region or user) is not a change: the server already answered for that session.
 */
function changesOf<T>(source: Observable<T>, key: (value: T) => string | number | null): Observable<void> {
  return source.pipe(
    map(key),
    distinctUntilChanged(),
    pairwise(),
    filter(([previous, next]) => previous !== null && previous !== next),
    map(() => undefined),
  );
}

const userKey = (user: UserState | null) =>
  user ? `${user.isAuthenticated ? (user.customer.id ?? 'signed-in') : 'anonymous'}` : null;

/** The cart depends on the region (prices, availability) and on who is signed in (login merges carts). */
export function cartAffectingChanges(bus: EventBus): Observable<void> {
  return merge(
    changesOf(bus.select('region'), (region) => region?.id ?? null),
    changesOf(bus.select('user'), userKey),
  );
}
