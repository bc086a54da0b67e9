import { analyticsItem, categoryFields, itemsValue, rubles } from './items';

describe('analytics items', () => {
  it('keeps at most 4 category segments', () => {
    expect(categoryFields(['Лекарства', 'Простуда', 'Горло', 'Спреи', 'Детям'])).toEqual({
      item_category: 'Лекарства',
      item_category2: 'Простуда',
      item_category3: 'Горло',
      item_category4: 'Спреи',
    });
    expect(categoryFields(['Витамины'])).toEqual({ item_category: 'Витамины' });
  });

  it('reports the special price paid and the discount from the base, in rubles', () => {
    const item = analyticsItem({ id: 1, name: 'A', price: { base: 10_000, special: 7_550 }, quantity: 3 });
    expect(item).toMatchObject({ price: 75.5, discount: 24.5, quantity: 3 });
    expect(analyticsItem({ id: 1, name: 'A', price: { base: 10_000, special: null } })).toEqual({
      item_id: '1',
      item_name: 'A',
      price: 100,
      quantity: 1,
    });
  });

  it('sums a value without floating point dust', () => {
    const items = [
      analyticsItem({ id: 1, name: 'A', price: { base: 10, special: null }, quantity: 3 }),
      analyticsItem({ id: 2, name: 'B', price: { base: 20, special: null }, quantity: 1 }),
    ];
    expect(itemsValue(items)).toBe(0.5);
    expect(rubles(12_345)).toBe(123.45);
  });
});
