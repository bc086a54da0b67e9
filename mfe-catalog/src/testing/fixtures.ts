import type { CategoryNode, Facets, ProductCard, ProductDetail, ProductList } from '@apteka/contracts';

const node = (
  id: number,
  parentId: number | null,
  name: string,
  path: string[],
  productCount: number,
  children: CategoryNode[] = [],
): CategoryNode => ({
  id,
  parentId,
  name,
  slug: path[path.length - 1]!,
  path,
  productCount,
  children,
});

export const CATEGORY_TREE: CategoryNode[] = [
  node(1, null, 'Лекарства', ['lekarstva'], 1520, [
    node(11, 1, 'Простуда и грипп', ['lekarstva', 'prostuda-i-gripp'], 312, [
      node(111, 11, 'Жаропонижающие', ['lekarstva', 'prostuda-i-gripp', 'zharoponizhayushchie'], 41),
    ]),
    node(12, 1, 'Обезболивающие', ['lekarstva', 'obezbolivayushchie'], 204),
  ]),
  node(2, null, 'Витамины и БАД', ['vitaminy-i-bad'], 1),
];

/** What a product no pharmacy of the region holds answers as its availability. */
export const NOT_AVAILABLE: ProductCard['availability'] = {
  status: 'not_available',
  text: 'Нет в наличии',
  reportedText: 'Нет в наличии',
  pharmacies: 0,
  pickupOnly: false,
};

export function card(id: number, name: string, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    guid: `00000000-0000-0000-0000-${String(id).padStart(12, '0')}`,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') || `product-${id}`,
    name,
    image: `/images/products/${id}.svg`,
    price: { base: 25000, special: null },
    discountPercent: 0,
    brand: { id: 1, name: 'Нурофен' },
    mnn: { id: 1, name: 'Ибупрофен' },
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

export const FACETS: Facets = {
  brands: [
    { value: '1', label: 'Нурофен', count: 2 },
    { value: '2', label: 'Панадол', count: 1 },
  ],
  manufacturers: [{ value: '5', label: 'Рекитт Бенкизер', count: 2 }],
  countries: [{ value: 'Великобритания', label: 'Великобритания', count: 3 }],
  forms: [{ value: 'таблетки', label: 'таблетки', count: 3 }],
  substances: [{ value: '1', label: 'Ибупрофен', count: 2 }],
  price: { min: 9900, max: 45000 },
  inStock: 2,
  prescription: { rx: 1, otc: 2 },
};

export function productList(
  items: ProductCard[],
  { page = 1, pages = 1, total = items.length, correctedQuery = null as string | null } = {},
): ProductList {
  return {
    productList: { items, pagination: { current: page, pageSize: 24, total, pages } },
    facets: FACETS,
    category: {
      id: 12,
      parentId: 1,
      name: 'Обезболивающие',
      slug: 'obezbolivayushchie',
      path: ['lekarstva', 'obezbolivayushchie'],
      productCount: total,
    },
    breadcrumbs: [
      { name: 'Лекарства', path: ['lekarstva'] },
      { name: 'Обезболивающие', path: ['lekarstva', 'obezbolivayushchie'] },
    ],
    correctedQuery,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...card(7, 'Нурофен таблетки 200 мг 20 шт', {
      slug: 'nurofen-tabletki-200-mg-20-sht',
      price: { base: 30000, special: 25500 },
      discountPercent: 15,
    }),
    tradeName: 'Нурофен',
    images: ['/images/products/7.svg'],
    videos: [],
    description: '',
    isMedicine: true,
    attributes: [
      { key: 'brand', label: 'Бренд', value: 'Нурофен', href: '/alphabet_brand/%D0%9D/nurofen' },
      { key: 'mnn', label: 'Действующее вещество (МНН)', value: 'Ибупрофен' },
      { key: 'country', label: 'Страна', value: 'Великобритания' },
    ],
    infoTitle: 'Инструкция по применению',
    infoSections: [{ title: 'Показания', text: 'Головная боль.' }],
    categoriesList: [{ name: 'Обезболивающие', path: ['lekarstva', 'obezbolivayushchie'] }],
    ...overrides,
  };
}
