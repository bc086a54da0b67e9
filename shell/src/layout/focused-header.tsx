import type { Theme } from '@emotion/react';
import { Link, focusRing } from '@apteka/ui';
import { Logo } from './logo';
import { SkipLink } from './skip-link';

/**
 * The header of the thank-you page: the store's mark and the way back to shopping, without the search, the
 * catalogue and the city, so the page's own news — the order and what happens next — is what the shopper reads.
 */
export function FocusedHeader() {
  return (
    <header
      data-testid="focused-header"
      css={(theme: Theme) => ({
        borderBottom: `1px solid ${theme.colors.border}`,
        background: theme.colors.background,
      })}
    >
      <SkipLink />
      <div
        css={{
          maxWidth: 1280,
          margin: '0 auto',
          padding: '12px 16px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
        }}
      >
        <Logo />
        <Link
          href="/"
          css={(theme: Theme) => ({
            color: theme.colors.primary,
            fontWeight: 600,
            minHeight: 44,
            display: 'inline-flex',
            alignItems: 'center',
            ...focusRing(theme),
          })}
        >
          Продолжить покупки
        </Link>
      </div>
    </header>
  );
}
