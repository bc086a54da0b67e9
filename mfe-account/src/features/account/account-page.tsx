import type { ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { useParams } from 'react-router-dom';
import { useLocationKey } from '@apteka/bus';
import type { UserState } from '@apteka/contracts';
import { ErrorNotice, plural, PLURALS, Spinner } from '@apteka/ui';
import { useGetCustomerQuery } from '../../api';
import { errorText } from '@apteka/api-client';
import { LoginPrompt } from '../login/login-prompt';
import { FavoriteProducts } from '../favorites/favorite-products';
import { NotFoundPage } from '@apteka/ui';
import { AccountNav } from './account-nav';
import { PUBLIC_PAGES, sectionTitle } from './sections';

const page = { maxWidth: 1200, margin: '0 auto', padding: '24px 16px' } as const;

function Layout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={page}>
      <h1 css={{ fontSize: 28, margin: '0 0 24px' }}>{title}</h1>
      <div
        css={{
          display: 'grid',
          gap: 24,
          '@media (min-width: 1024px)': { gridTemplateColumns: '260px 1fr', alignItems: 'start' },
        }}
      >
        <AccountNav />
        <div>{children}</div>
      </div>
    </section>
  );
}

function Greeting({ user }: { user: UserState }) {
  const name = user.customer.firstName?.trim();
  return (
    <>
      <p css={{ fontSize: 20, margin: '0 0 16px' }}>{name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'}</p>
      <div css={(theme: Theme) => ({ background: theme.colors.surface, borderRadius: theme.radius, padding: 20 })}>
        <h2 css={{ fontSize: 20, margin: '0 0 8px' }}>Бонусы</h2>
        {user.bonus === null ? (
          <p css={{ margin: 0 }}>Сведений о бонусах пока нет.</p>
        ) : (
          <p css={{ margin: 0 }}>
            На вашем счёте{' '}
            <strong css={{ fontSize: 24 }}>
              {user.bonus} {plural(user.bonus, PLURALS.bonus)}
            </strong>
            . 1 бонус = 1 рубль.
          </p>
        )}
      </div>
    </>
  );
}

/** /lk and /lk/{section}: the login prompt for an anonymous visitor, the account for a signed-in one. */
export function AccountPage() {
  const section = (useParams()['*'] ?? '').split('/').filter(Boolean)[0] ?? null;
  const {
    data: user,
    error,
    isLoading,
    refetch,
  } = useGetCustomerQuery(useLocationKey(), { refetchOnMountOrArgChange: true });

  if (section && !sectionTitle(section)) return <NotFoundPage />;
  if (section && PUBLIC_PAGES[section]) {
    return (
      <section css={page}>
        <h1 css={{ fontSize: 28 }}>{PUBLIC_PAGES[section]}</h1>
        <p>Этот раздел пока в разработке.</p>
      </section>
    );
  }
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
  if (!user.isAuthenticated) return <LoginPrompt />;
  if (!section) {
    return (
      <Layout title="Личный кабинет">
        <Greeting user={user} />
      </Layout>
    );
  }
  return (
    <Layout title={sectionTitle(section)!}>
      {section === 'favorites' ? <FavoriteProducts /> : <p>Этот раздел личного кабинета пока в разработке.</p>}
    </Layout>
  );
}
