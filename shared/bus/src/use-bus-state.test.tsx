import { act, renderHook } from '@testing-library/react';
import { Observable } from 'rxjs';
import { createBus, type EventBus } from './create-bus';
import { useBusState } from './use-bus-state';

/** A bus that counts the subscriptions made to its state and how many are still open. */
function countingBus(): { bus: EventBus; made: () => number; open: () => number } {
  const bus = createBus();
  let made = 0;
  let open = 0;
  const select: EventBus['select'] = (key) => {
    const source = bus.select(key);
    return new Observable<ReturnType<typeof bus.get<typeof key>>>((subscriber) => {
      made += 1;
      open += 1;
      const subscription = source.subscribe(subscriber);
      return () => {
        open -= 1;
        subscription.unsubscribe();
      };
    });
  };
  return { bus: { ...bus, select }, made: () => made, open: () => open };
}

describe('useBusState', () => {
  it('keeps one subscription while the component is drawn again', () => {
    const { bus, made, open } = countingBus();
    const { rerender } = renderHook(() => useBusState('basketCount', bus));
    for (let i = 0; i < 5; i += 1) rerender();

    expect(made()).toBe(1);
    expect(open()).toBe(1);
  });

  it('follows the value it reads and lets go when the component goes', () => {
    const { bus, open } = countingBus();
    const { result, unmount } = renderHook(() => useBusState('basketCount', bus));
    expect(result.current).toBe(0);

    act(() => bus.set('basketCount', 3));
    expect(result.current).toBe(3);

    unmount();
    expect(open()).toBe(0);
  });

  it('subscribes again to the key it is asked for next', () => {
    const { bus, made, open } = countingBus();
    bus.set('deliveryMode', 'courier');
    const { result, rerender } = renderHook(({ key }) => useBusState(key, bus), {
      initialProps: { key: 'basketCount' as 'basketCount' | 'deliveryMode' },
    });
    rerender({ key: 'deliveryMode' });

    expect(result.current).toBe('courier');
    expect(made()).toBe(2);
    expect(open()).toBe(1);
  });
});
