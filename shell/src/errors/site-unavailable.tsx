import { useEffect, useState } from 'react';
import { useTheme } from '@emotion/react';
import { track } from '@apteka/analytics';
import { logClientError } from './client-log';
import { mobileAppLinks } from '../behaviours/mobile-apps';
import { AppQr } from './app-qr';

/**
 * The site-unavailable page, shown when the page crashes unhandled (500) or the API is away (503). It logs the
 * status with the current path and the error once, when it is displayed.
 */
export function SiteUnavailable({ error, status = 500 }: { error: unknown; status?: 500 | 503 }) {
  const theme = useTheme();
  const [apps] = useState(() => mobileAppLinks());
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
      {apps.length > 0 && (
        <section
          aria-labelledby="unavailable-app"
          css={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <div css={{ flex: '1 1 280px' }}>
            <h2 id="unavailable-app" css={{ fontSize: 20 }}>
              Закажите в мобильном приложении
            </h2>
            <ul css={{ listStyle: 'none', padding: 0, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
              {apps.map((app) => (
                <li key={app.store}>
                  <a href={app.href} rel="noopener noreferrer" target="_blank" css={{ color: theme.colors.primary }}>
                    {app.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <svg width="120" height="200" viewBox="0 0 120 200" role="img" aria-label="Телефон с приложением">
            <rect x="4" y="4" width="112" height="192" rx="16" fill="none" stroke={theme.colors.text} strokeWidth="4" />
            <rect x="16" y="24" width="88" height="150" rx="4" fill={theme.colors.primary} />
          </svg>
          <AppQr href={apps[0]!.href} />
        </section>
      )}
    </main>
  );
}
