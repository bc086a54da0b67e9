import { createBus } from '@apteka/bus';
import { countDrawnBasket } from './drawn-basket-count';

describe("the header's count before the basket's service starts", () => {
  it('is the count of the cart the page was drawn with', () => {
    const bus = createBus();
    countDrawnBasket(bus, { id: 'b1', items: [], count: 3 });
    expect(bus.get('basketCount')).toBe(3);
  });

  it('stays as it is without a cart answer, or with one that names no count', () => {
    const bus = createBus({ basketCount: 2 });
    countDrawnBasket(bus, undefined);
    countDrawnBasket(bus, null);
    countDrawnBasket(bus, { items: [] });
    expect(bus.get('basketCount')).toBe(2);
  });
});
