import { useTheme } from '@emotion/react';
import { Link, media } from '@apteka/ui';

export function Logo() {
  const theme = useTheme();
  return (
    <Link
      href="/"
      aria-label={`${theme.name} — на главную`}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        textDecoration: 'none',
        color: theme.colors.primary,
        fontWeight: 700,
        fontSize: 22,
      }}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={theme.colors.primary} />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill={theme.colors.onPrimary} />
      </svg>
      {/* a phone's header row is for the search: the mark alone names the store there */}
      <span data-testid="brand-name" css={{ [media.below('smallMobile')]: { display: 'none' } }}>
        {theme.name}
      </span>
    </Link>
  );
}
