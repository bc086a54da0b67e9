import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useLocationKey } from '@apteka/bus';
import type { UserState } from '@apteka/contracts';
import { ErrorNotice, NotFoundPage, Spinner } from '@apteka/ui';
import { askAgainOnThisVisit, errorText } from '@apteka/api-client';
import { accountApi, useGetCustomerQuery } from '../../api';
import { LoginPage } from '../auth/login-page';
import { RegisterPage } from '../auth/register-page';
import { BonusesPage } from '../bonuses/bonuses-page';
import { BonusHistoryPage } from '../bonuses/bonus-history-page';
import { CardsPage } from '../cards/cards-page';
import { CharityPage } from '../charity/charity-page';
import { CouponsPage } from '../coupons/coupons-page';
import { UnsubscribePage } from '../email/unsubscribe-page';
import { VerifyEmailPage } from '../email/verify-email-page';
import { FavoriteProducts } from '../favorites/favorite-products';
import { OrdersPage } from '../orders/orders-page';
import { OverviewPage } from '../overview/overview-page';
import { FavoritePharmacies } from '../pharmacies/favorite-pharmacies';
import { PersonalInfoPage } from '../profile/personal-info-page';
import { ProfileEditPage } from '../profile/profile-edit-page';
import { PurchaseHistory } from '../purchases/purchase-history';
import { AccountNav } from './account-nav';
import { sectionTitle, type SectionSlug } from './sections';

const page = { maxWidth: 1200, margin: '0 auto', padding: '24px 16px' } as const;

/** What each section of a signed-in shopper's account shows. */
const SECTION_PAGES: Record<SectionSlug, (user: UserState) => ReactNode> = {
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
const PUBLIC_PAGES: Record<string, () => ReactNode> = {
  register: () => <RegisterPage />,
  'verify-email': () => <VerifyEmailPage />,
  'unsubscribe-email': () => <UnsubscribePage />,
};

function Layout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={page}>
      <h1 css={{ fontSize: 28, margin: '0 0 24px' }}>{title}</h1>
      <div
        css={{
          display: 'grid',
          gap: 24,
          '@media (min-width: 1024px)': { gridTemplateColumns: '260px minmax(0, 1fr)', alignItems: 'start' },
        }}
      >
        <AccountNav />
        <div css={{ minWidth: 0 }}>{children}</div>
      </div>
    </section>
  );
}

/** /lk and /lk/{section}: the sign-in page for an anonymous visitor, the account for a signed-in one. */
export function AccountPage() {
  const section = (useParams()['*'] ?? '').split('/').filter(Boolean)[0] ?? null;
  const [askAgain] = useState(() => askAgainOnThisVisit(accountApi.reducerPath));
  const {
    data: user,
    error,
    isLoading,
    refetch,
  } = useGetCustomerQuery(useLocationKey(), { refetchOnMountOrArgChange: askAgain });

  if (section && PUBLIC_PAGES[section] && !(section === 'register' && user?.isAuthenticated)) {
    return <>{PUBLIC_PAGES[section]()}</>;
  }
  // a signed-in shopper sent to /lk/register lands on the account's front page
  const shown = section === 'register' ? null : section;
  const title = shown ? sectionTitle(shown) : 'Личный кабинет';
  if (!title) return <NotFoundPage />;
  if (isLoading) {
    return (
      <section css={page}>
        <Spinner label="Загружаем личный кабинет…" />
      </section>
    );
  }
  if (error || !user) {
    return (
      <section css={page}>
        <h1 css={{ fontSize: 28 }}>Личный кабинет</h1>
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      </section>
    );
  }
  if (!user.isAuthenticated) return <LoginPage />;
  return (
    <Layout title={title}>{shown ? SECTION_PAGES[shown as SectionSlug](user) : <OverviewPage user={user} />}</Layout>
  );
}
