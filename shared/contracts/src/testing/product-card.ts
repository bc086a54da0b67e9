import type { ProductCard } from '../entities';

/** A product card as the API answers it, for the tests of any remote: in stock, 300 ₽ with a special of 255 ₽. */
export function productCardFixture(id: number, name: string, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    guid: `00000000-0000-0000-0000-${String(id).padStart(12, '0')}`,
    slug: `product-${id}`,
    name,
    image: `/images/products/${id}.svg`,
    price: { base: 30000, special: 25500 },
    discountPercent: 15,
    brand: { id: 1, name: 'Нурофен' },
    mnn: null,
    manufacturer: 'Рекитт Бенкизер',
    country: 'Великобритания',
    categoryName: 'Обезболивающие',
    isPrescription: false,
    availability: {
      status: 'in_stock',
      text: 'Есть в наличии',
      reportedText: 'Есть в наличии',
      pharmacies: 3,
      pickupOnly: false,
    },
    ...overrides,
  };
}
