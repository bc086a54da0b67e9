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

/** Pages reached from a link (an e-mail, a menu) that are not in the menu. */
export const OTHER_PAGES: Record<string, string> = {
  edit: 'Редактирование профиля',
  'profile-edit': 'Редактирование профиля',
};

/** Pages an anonymous visitor may open too. */
export const PUBLIC_PAGES: Record<string, string> = {
  register: 'Регистрация',
  'verify-email': 'Подтверждение электронной почты',
  'unsubscribe-email': 'Отписка от рассылки',
};

export function sectionTitle(slug: string): string | null {
  return SECTIONS.find((section) => section.slug === slug)?.title ?? OTHER_PAGES[slug] ?? PUBLIC_PAGES[slug] ?? null;
}
