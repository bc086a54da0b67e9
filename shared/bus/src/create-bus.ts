import { BehaviorSubject, Subject, distinctUntilChanged, filter, map, type Observable } from 'rxjs';
import type { BusEvent, BusEventMap, BusEventName, BusState } from '@apteka/contracts';

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

  return {
    emit(type, payload) {
      events.next({ type, payload } as BusEvent);
    },
    on<K extends BusEventName>(type: K) {
      return events.pipe(
        filter((event): event is BusEvent<K> => event.type === type),
        map((event) => event.payload),
      );
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
