import type { EventBus } from '@apteka/bus';

/** The basket owns basketCount on the bus: set it and announce the change, only when it changed. */
export function publishBasketCount(bus: EventBus, count: number) {
  if (bus.get('basketCount') === count) return;
  bus.set('basketCount', count);
  bus.emit('basket/changed', { count });
}
