import type { CartItem } from '@apteka/contracts';
import { cartTotals } from './cart-totals';

const line = (quantity: number, base: number, special: number | null): CartItem => ({
  productId: base,
  guid: 'g',
  slug: 's',
  name: 'n',
  image: 'i',
  quantity,
  price: { base, special },
  status: 'in_stock',
  availableQuantity: 10,
  isPrescription: false,
  isDarkStore: false,
});

describe('cartTotals', () => {
  test('sums goods and discounts per unit; pickup costs nothing', () => {
    expect(cartTotals([line(2, 10000, 8000), line(1, 5000, null)], null)).toEqual({
      goods: 25000,
      discount: 4000,
      coupon: 0,
      bonus: 0,
      delivery: 0,
      total: 21000,
    });
  });

  test('courier costs below the free threshold (after discounts) and nothing from it', () => {
    const rules = { courierCost: 29900, courierFreeFrom: 300000 };
    expect(cartTotals([line(1, 100000, null)], rules)).toMatchObject({ delivery: 29900, total: 129900 });
    expect(cartTotals([line(3, 100000, null)], rules)).toMatchObject({ delivery: 0, total: 300000 });
    expect(cartTotals([line(3, 110000, 90000)], rules)).toMatchObject({ discount: 60000, delivery: 29900 });
    expect(cartTotals([], rules)).toEqual({ goods: 0, discount: 0, coupon: 0, bonus: 0, delivery: 0, total: 0 });
  });

  test('lines not sold in the region are not counted', () => {
    expect(cartTotals([{ ...line(1, 1000, null), price: null }], null).total).toBe(0);
  });
});
