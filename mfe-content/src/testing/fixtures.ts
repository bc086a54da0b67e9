import type { CategoryNode, Slide } from '@apteka/contracts';

export const slide = (id: number, type: string, overrides: Partial<Slide> = {}): Slide => ({
  id,
  type,
  name: `Слайд ${id}`,
  images: { base: `/img/slides/${id}.webp`, small: `/img/slides/${id}-small.webp` },
  link: `/catalog/collection-${id}`,
  promoSlug: null,
  analytics: { brand: null, product_name: null },
  ord: null,
  open_link_in_new_tab: false,
  ...overrides,
});

export const TOP_SLIDES: Slide[] = [
  slide(1, 'HOME_TOP', { name: 'Скидки на витамины', promoSlug: 'vitaminy-20' }),
  slide(2, 'HOME_TOP', {
    name: 'Товары для мам',
    link: '/catalog/mama',
    ord: 'Реклама. ООО «Лореаль». erid: LjN8KC9sz',
  }),
  slide(3, 'HOME_TOP', {
    name: 'Партнёрская акция',
    link: 'https://partner.example.ru/promo',
    open_link_in_new_tab: true,
  }),
];

export const SIDE_SLIDES: Slide[] = [
  slide(11, 'HOME_SIDE', { name: 'Ночная доставка', link: '/night-delivery' }),
  slide(12, 'HOME_SIDE', { name: 'Оптика', promoSlug: 'lenses' }),
  slide(13, 'HOME_SIDE', { name: 'Третий баннер' }),
];

const node = (id: number, name: string, slug: string, productCount: number): CategoryNode => ({
  id,
  parentId: null,
  name,
  slug,
  path: [slug],
  productCount,
  children: [],
});

export const CATEGORIES: CategoryNode[] = [
  node(1, 'Лекарства', 'lekarstva', 1520),
  node(2, 'Витамины и БАД', 'vitaminy-i-bad', 640),
  node(3, 'Красота', 'krasota', 2100),
];
