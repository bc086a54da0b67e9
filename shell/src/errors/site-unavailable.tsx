import { useEffect } from 'react';
import { useTheme } from '@emotion/react';
import { track } from '@apteka/analytics';
import { logClientError } from './client-log';

const APP_STORES = [
  { href: 'https://apps.apple.com/', label: 'App Store' },
  { href: 'https://play.google.com/', label: 'Google Play' },
  { href: 'https://appgallery.huawei.com/', label: 'AppGallery' },
];

/**
 * The site-unavailable page, shown when the page crashes unhandled (500) or the API is away (503). It logs the
 * status with the current path and the error once, when it is displayed.
 */
export function SiteUnavailable({ error, status = 500 }: { error: unknown; status?: 500 | 503 }) {
  const theme = useTheme();
  useEffect(() => {
    logClientError(status, error);
  }, [error, status]);

  return (
    <main
      css={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px', color: theme.colors.text }}
      data-testid="site-unavailable"
    >
      {/* A plain link: the router may be what broke. */}
      <a
        href="/"
        aria-label={`${theme.name} — на главную`}
        css={{ color: theme.colors.primary, fontWeight: 700, fontSize: 22, textDecoration: 'none' }}
      >
        {theme.name}
      </a>
      <div css={{ textAlign: 'center', padding: '32px 0' }}>
        <div aria-hidden="true" css={{ fontSize: 64 }}>
          ☹
        </div>
        <h1>Сайт недоступен</h1>
        <button
          type="button"
          onClick={() => window.location.reload()}
          css={{
            font: 'inherit',
            fontSize: 16,
            minHeight: 44,
            padding: '10px 20px',
            border: 'none',
            borderRadius: 8,
            background: theme.colors.primary,
            color: theme.colors.onPrimary,
            cursor: 'pointer',
          }}
        >
          Обновить страницу
        </button>
      </div>
      <section aria-labelledby="unavailable-help" css={{ marginBottom: 24 }}>
        <h2 id="unavailable-help" css={{ fontSize: 20 }}>
          Нужна помощь?
        </h2>
        <p>
          Позвоните в справочную службу:{' '}
          <a
            href={`tel:${theme.phone.tel}`}
            onClick={() => track('phone_click', { page: 'site_unavailable', phone: theme.phone.display })}
            css={{ color: theme.colors.text, fontWeight: 700 }}
          >
            {theme.phone.display}
          </a>
        </p>
      </section>
      <section
        aria-labelledby="unavailable-app"
        css={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <div css={{ flex: '1 1 280px' }}>
          <h2 id="unavailable-app" css={{ fontSize: 20 }}>
            Закажите в мобильном приложении
          </h2>
          <ul css={{ listStyle: 'none', padding: 0, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            {APP_STORES.map((store) => (
              <li key={store.label}>
                <a href={store.href} rel="noopener noreferrer" target="_blank" css={{ color: theme.colors.primary }}>
                  {store.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <svg width="120" height="200" viewBox="0 0 120 200" role="img" aria-label="Телефон с приложением">
          <rect x="4" y="4" width="112" height="192" rx="16" fill="none" stroke={theme.colors.text} strokeWidth="4" />
          <rect x="16" y="24" width="88" height="150" rx="4" fill={theme.colors.primary} />
        </svg>
        <svg
          width="120"
          height="120"
          viewBox="0 0 21 21"
          role="img"
          aria-label="QR-код для скачивания приложения"
          css={{ '@media (max-width: 575px)': { display: 'none' } }}
        >
          <rect width="21" height="21" fill="#fff" />
          <path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z" fill="#000" />
          <path d="M2 2h3v3H2zM16 2h3v3h-3zM2 16h3v3H2z" fill="#fff" />
          <path
            d="M9 1h2v2H9zM9 5h3v2H9zM8 9h5v2H8zM14 9h2v3h-2zM9 13h2v4H9zM13 14h3v2h-3zM17 13h3v2h-3zM12 18h6v2h-6z"
            fill="#000"
          />
        </svg>
      </section>
    </main>
  );
}
