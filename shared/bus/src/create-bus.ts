import { BehaviorSubject, Observable, Subject, distinctUntilChanged, filter, map } from 'rxjs';
import {
  HELD_UNTIL_HANDLED,
  type BusEvent,
  type BusEventMap,
  type BusEventName,
  type BusState,
} from '@apteka/contracts';

export interface EventBus {
  /** Publish a typed event. */
  emit<K extends BusEventName>(type: K, payload: BusEventMap[K]): void;
  /** Every future event of one type. */
  on<K extends BusEventName>(type: K): Observable<BusEventMap[K]>;
  /** Every future event (for logging and analytics). */
  readonly events$: Observable<BusEvent>;
  /** The current value of a shared piece of state, and every change after it. */
  select<K extends keyof BusState>(key: K): Observable<BusState[K]>;
  /** The current value, synchronously. */
  get<K extends keyof BusState>(key: K): BusState[K];
  /** Only the owner of a piece of state sets it (the shell: region, delivery mode, user; the basket: basketCount). */
  set<K extends keyof BusState>(key: K, value: BusState[K]): void;
}

export const INITIAL_BUS_STATE: BusState = {
  region: null,
  deliveryMode: 'pickup',
  user: null,
  basketCount: 0,
  favoritesCount: null,
};

export function createBus(initial: Partial<BusState> = {}): EventBus {
  const events = new Subject<BusEvent>();
  const state = new BehaviorSubject<BusState>({ ...INITIAL_BUS_STATE, ...initial });
  const held = new Set<BusEventName>(HELD_UNTIL_HANDLED);
  // held requests nobody listened to yet, and how many listen to each held type
  const waiting = new Map<BusEventName, BusEvent[]>();
  const listening = new Map<BusEventName, number>();

  const ofType = <K extends BusEventName>(type: K) =>
    events.pipe(
      filter((event): event is BusEvent<K> => event.type === type),
      map((event) => event.payload),
    );

  return {
    emit(type, payload) {
      const event = { type, payload } as BusEvent;
      if (held.has(type) && !listening.get(type)) {
        waiting.set(type, [...(waiting.get(type) ?? []), event]);
        return;
      }
      events.next(event);
    },
    on<K extends BusEventName>(type: K) {
      if (!held.has(type)) return ofType(type);
      return new Observable<BusEventMap[K]>((subscriber) => {
        listening.set(type, (listening.get(type) ?? 0) + 1);
        const subscription = ofType(type).subscribe(subscriber);
        // what was asked before anyone listened, in order, now that someone does
        const queued = waiting.get(type) ?? [];
        waiting.delete(type);
        for (const event of queued) events.next(event);
        return () => {
          subscription.unsubscribe();
          listening.set(type, (listening.get(type) ?? 1) - 1);
        };
      });
    },
    events$: events.asObservable(),
    select(key) {
      return state.pipe(
        map((s) => s[key]),
        distinctUntilChanged(),
      );
    },
    get(key) {
      return state.getValue()[key];
    },
    set(key, value) {
      const current = state.getValue();
      if (Object.is(current[key], value)) return;
      state.next({ ...current, [key]: value });
    },
  };
}
