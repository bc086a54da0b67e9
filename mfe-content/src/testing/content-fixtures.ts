import type { Article, ArticleCard, ProductCard, PromotionCard } from '@apteka/contracts';
import { productCardFixture } from '@apteka/contracts/testing';

export const articleCard = (id: number, overrides: Partial<ArticleCard> = {}): ArticleCard => ({
  id,
  slug: `statya-${id}`,
  title: `Статья ${id}`,
  date: '2026-10-02',
  summary: `О чём статья ${id}.`,
  readingMinutes: 4,
  category: { id: 1, slug: 'prostuda-i-gripp', name: 'Простуда и грипп' },
  tags: ['температура'],
  author: { id: 1, name: 'Анна Кузнецова' },
  ...overrides,
});

export const product = (id: number, name: string): ProductCard => productCardFixture(id, name);

export const ARTICLE: Article = {
  ...articleCard(7, { title: 'Как выбрать жаропонижающее', tags: ['температура', 'дети'] }),
  author: {
    id: 1,
    name: 'Анна Кузнецова',
    position: 'Провизор',
    credentials: 'Стаж 14 лет',
    photo: '/images/authors/1.svg',
  },
  html: '<h2 id="kogda">Когда сбивать</h2><p>Текст.</p><h3 id="deti">Детям</h3><p>Ещё.</p>',
  toc: [
    { id: 'kogda', title: 'Когда сбивать', level: 2 },
    { id: 'deti', title: 'Детям', level: 3 },
  ],
  products: [product(11, 'Нурофен, таблетки 200 мг, 10 шт.')],
  related: [articleCard(5)],
};

export const promotionCard = (slug: string, overrides: Partial<PromotionCard> = {}): PromotionCard => ({
  slug,
  title: `Акция ${slug}`,
  kind: 'discount',
  starts: '2026-11-01',
  ends: '2026-12-31',
  regionWide: true,
  discount: 20,
  partner: null,
  summary: 'Скидка на витамины.',
  image: `/images/promotions/${slug}.svg`,
  ...overrides,
});
