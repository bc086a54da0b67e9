/** The account's sections, in menu order. */
export const SECTIONS = [
  { slug: 'orders', title: 'Заказы' },
  { slug: 'istoriya-pokupok', title: 'История покупок' },
  { slug: 'bonuses', title: 'Бонусы' },
  { slug: 'bonus-history', title: 'История бонусов' },
  { slug: 'favorites', title: 'Избранное' },
  { slug: 'pharmacies', title: 'Мои аптеки' },
  { slug: 'coupons', title: 'Купоны' },
  { slug: 'cards', title: 'Карты' },
  { slug: 'charity', title: 'Благотворительность' },
  { slug: 'personal-info', title: 'Личные данные' },
] as const;

/** Pages of a signed-in shopper reached from a link, not from the menu. */
export const OTHER_PAGES = {
  edit: 'Редактирование профиля',
  'profile-edit': 'Редактирование профиля',
} as const;

export type SectionSlug = (typeof SECTIONS)[number]['slug'] | keyof typeof OTHER_PAGES;

/** The h1 of a signed-in shopper's section, or null when there is no such section. */
export function sectionTitle(slug: string): string | null {
  return (
    SECTIONS.find((section) => section.slug === slug)?.title ?? (OTHER_PAGES as Record<string, string>)[slug] ?? null
  );
}
