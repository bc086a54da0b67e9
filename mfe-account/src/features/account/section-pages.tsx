import type { ReactNode } from 'react';
import { splitRegionPrefix, type UserState } from '@apteka/contracts';
import { lazyPage } from '@apteka/ui/routing';
import type { SectionSlug } from './sections';

// Each section is loaded when first shown: the remote brings only what /lk itself shows (the sign-in page, the
// overview).
const OrdersPage = lazyPage(() => import('../orders/orders-page').then((page) => page.OrdersPage));
const PurchaseHistory = lazyPage(() => import('../purchases/purchase-history').then((page) => page.PurchaseHistory));
const BonusesPage = lazyPage(() => import('../bonuses/bonuses-page').then((page) => page.BonusesPage));
const BonusHistoryPage = lazyPage(() => import('../bonuses/bonus-history-page').then((page) => page.BonusHistoryPage));
const FavoriteProducts = lazyPage(() => import('../favorites/favorite-products').then((page) => page.FavoriteProducts));
const FavoritePharmacies = lazyPage(() =>
  import('../pharmacies/favorite-pharmacies').then((page) => page.FavoritePharmacies),
);
const CouponsPage = lazyPage(() => import('../coupons/coupons-page').then((page) => page.CouponsPage));
const CardsPage = lazyPage(() => import('../cards/cards-page').then((page) => page.CardsPage));
const CharityPage = lazyPage(() => import('../charity/charity-page').then((page) => page.CharityPage));
const PersonalInfoPage = lazyPage(() => import('../profile/personal-info-page').then((page) => page.PersonalInfoPage));
const ProfileEditPage = lazyPage(() => import('../profile/profile-edit-page').then((page) => page.ProfileEditPage));
const RegisterPage = lazyPage(() => import('../auth/register-page').then((page) => page.RegisterPage));
const VerifyEmailPage = lazyPage(() => import('../email/verify-email-page').then((page) => page.VerifyEmailPage));
const UnsubscribePage = lazyPage(() => import('../email/unsubscribe-page').then((page) => page.UnsubscribePage));

/** What each section of a signed-in shopper's account shows. */
export const SECTION_PAGES: Record<SectionSlug, (user: UserState) => ReactNode> = {
  orders: () => <OrdersPage />,
  'istoriya-pokupok': () => <PurchaseHistory />,
  bonuses: () => <BonusesPage />,
  'bonus-history': () => <BonusHistoryPage />,
  favorites: () => <FavoriteProducts />,
  pharmacies: () => <FavoritePharmacies />,
  coupons: () => <CouponsPage />,
  cards: () => <CardsPage />,
  charity: () => <CharityPage />,
  'personal-info': (user) => <PersonalInfoPage user={user} />,
  'profile-edit': (user) => <ProfileEditPage user={user} />,
  edit: (user) => <ProfileEditPage user={user} />,
};

/** Pages a visitor opens from a letter or before having an account: they work signed in or not. */
export const PUBLIC_PAGES: Record<string, () => ReactNode> = {
  register: () => <RegisterPage />,
  'verify-email': () => <VerifyEmailPage />,
  'unsubscribe-email': () => <UnsubscribePage />,
};

const PAGE_CODE: Record<string, { load(): Promise<void> }> = {
  orders: OrdersPage,
  'istoriya-pokupok': PurchaseHistory,
  bonuses: BonusesPage,
  'bonus-history': BonusHistoryPage,
  favorites: FavoriteProducts,
  pharmacies: FavoritePharmacies,
  coupons: CouponsPage,
  cards: CardsPage,
  charity: CharityPage,
  'personal-info': PersonalInfoPage,
  'profile-edit': ProfileEditPage,
  edit: ProfileEditPage,
  register: RegisterPage,
  'verify-email': VerifyEmailPage,
  'unsubscribe-email': UnsubscribePage,
};

/** Loads the page of the section the address shows (/lk/{section}, with or without its region segment). */
export async function loadSectionPageAt(pathname: string): Promise<void> {
  const section = /^\/lk\/([^/]+)/.exec(splitRegionPrefix(pathname).path)?.[1];
  if (section && Object.hasOwn(PAGE_CODE, section)) await PAGE_CODE[section]!.load();
}

/** Loads every section's page: a server render draws any of them in one pass. */
export async function loadEverySectionPage(): Promise<void> {
  await Promise.all(Object.values(PAGE_CODE).map((page) => page.load()));
}
