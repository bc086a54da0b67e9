import { createBus } from './create-bus';

describe('event bus', () => {
  it('delivers typed events only to listeners of that type', () => {
    const bus = createBus();
    const added: string[] = [];
    const counts: number[] = [];
    bus.on('basket/add-requested').subscribe((p) => added.push(`${p.productId}x${p.quantity}`));
    bus.on('basket/changed').subscribe((p) => counts.push(p.count));

    bus.emit('basket/add-requested', { productId: 41, quantity: 2, source: 'test' });
    bus.emit('basket/changed', { count: 2 });

    expect(added).toEqual(['41x2']);
    expect(counts).toEqual([2]);
  });

  it('holds a basket request made before the basket listens, and hands it over once, in order', () => {
    const bus = createBus();
    const seen: string[] = [];
    bus.events$.subscribe((event) => seen.push(event.type));
    bus.emit('basket/add-requested', { productId: 1, quantity: 1, source: 'card' });
    bus.emit('basket/add-requested', { productId: 2, quantity: 3, source: 'card' });
    bus.emit('basket/changed', { count: 0 });
    // an ordinary event is not held: it went by with nobody to hear it
    expect(seen).toEqual(['basket/changed']);

    const added: string[] = [];
    const listener = bus.on('basket/add-requested').subscribe((p) => added.push(`${p.productId}x${p.quantity}`));
    expect(added).toEqual(['1x1', '2x3']);
    bus.emit('basket/add-requested', { productId: 3, quantity: 1, source: 'card' });
    expect(added).toEqual(['1x1', '2x3', '3x1']);

    // a second listener does not get them again
    const late: number[] = [];
    bus.on('basket/add-requested').subscribe((p) => late.push(p.productId));
    expect(late).toEqual([]);
    listener.unsubscribe();
  });

  it('replays the current state to late subscribers and skips unchanged values', () => {
    const bus = createBus();
    bus.set('basketCount', 3);
    const seen: number[] = [];
    bus.select('basketCount').subscribe((n) => seen.push(n));
    bus.set('basketCount', 3);
    bus.set('basketCount', 4);
    expect(seen).toEqual([3, 4]);
    expect(bus.get('basketCount')).toBe(4);
  });

  it('keeps pieces of state independent', () => {
    const bus = createBus();
    const modes: string[] = [];
    bus.select('deliveryMode').subscribe((m) => modes.push(m));
    bus.set('basketCount', 1);
    bus.set('deliveryMode', 'courier');
    expect(modes).toEqual(['pickup', 'courier']);
  });
});
