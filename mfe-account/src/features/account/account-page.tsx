import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useLocationKey } from '@apteka/bus';
import { ErrorNotice, media, NotFoundPage, Spinner } from '@apteka/ui';
import { askAgainOnThisVisit, errorText } from '@apteka/api-client';
import { accountApi, useGetCustomerQuery } from '../../api';
import { LoginPage } from '../auth/login-page';
import { OverviewPage } from '../overview/overview-page';
import { AccountNav } from './account-nav';
import { PUBLIC_PAGES, SECTION_PAGES } from './section-pages';
import { sectionTitle, type SectionSlug } from './sections';

const page = { maxWidth: 1200, margin: '0 auto', padding: '24px 16px' } as const;

function Layout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={page}>
      <h1 css={{ fontSize: 28, margin: '0 0 24px' }}>{title}</h1>
      <div
        css={{
          display: 'grid',
          gap: 24,
          [media.from('desktop')]: { gridTemplateColumns: '260px minmax(0, 1fr)', alignItems: 'start' },
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
  // who is signed in is asked again on every visit but the first view of a page the server drew moments ago
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
