import { fakeDataLayer } from './testing/fake-data-layer';
import { dataLayer, onTracked, track } from './data-layer';
import { trackItems } from './ecommerce';
import { analyticsItem } from './items';
import { trackError } from './error-event';

describe('the data layer', () => {
  it('puts an e-commerce event under ecommerce, after clearing the previous one', () => {
    fakeDataLayer();
    const item = analyticsItem({ id: 7, name: 'Нурофен', price: { base: 25_000, special: 19_990 }, quantity: 2 });
    trackItems('add_to_cart', [item]);
    expect(dataLayer()).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'RUB',
          value: 399.8,
          items: [{ item_id: '7', item_name: 'Нурофен', price: 199.9, discount: 50.1, quantity: 2 }],
        },
      },
    ]);
  });

  it('pushes the store’s own events with flat parameters', () => {
    fakeDataLayer();
    track('city_select', { city: 'Казань', region_id: 16 });
    expect(dataLayer()).toEqual([{ event: 'city_select', city: 'Казань', region_id: 16 }]);
  });

  it('reports an error without text or field with the agreed fallbacks', () => {
    const layer = fakeDataLayer();
    trackError('', null, '/basket/');
    trackError('Некорректный телефон', 'phone', '/basket/checkout');
    expect(layer.entries()).toEqual([
      { event: 'error', error_text: 'текст ошибки недоступен', error_field: 'не выбран', page_path: '/basket/' },
      { event: 'error', error_text: 'Некорректный телефон', error_field: 'phone', page_path: '/basket/checkout' },
    ]);
  });

  it('never throws when the data layer is broken', () => {
    (globalThis as unknown as { dataLayer: unknown }).dataLayer = {
      push: () => {
        throw new Error('tag container failed');
      },
    };
    expect(() => track('share_basket', { items_count: 1 })).not.toThrow();
    fakeDataLayer();
  });

  it('tells its listeners every event, even when the data layer or another listener fails, until they leave', () => {
    (globalThis as unknown as { dataLayer: unknown }).dataLayer = {
      push: () => {
        throw new Error('tag container failed');
      },
    };
    const heard: unknown[] = [];
    const stopFailing = onTracked(() => {
      throw new Error('a broken listener');
    });
    const stop = onTracked((event, payload) => heard.push([event, payload]));
    track('city_select', { city: 'Казань', region_id: 16 });
    stop();
    stopFailing();
    track('city_select', { city: 'Уфа', region_id: 2 });
    expect(heard).toEqual([['city_select', { city: 'Казань', region_id: 16 }]]);
    fakeDataLayer();
  });
});
