import type { Theme } from '@emotion/react';
import { NavLink } from 'react-router-dom';
import { focusRing } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { SignOutButton } from '../auth/sign-out-button';
import { SECTIONS } from './sections';

/** The account's menu; the current section is marked (aria-current="page") by NavLink. */
export function AccountNav() {
  const regionPath = useRegionPath();
  return (
    <nav aria-label="Разделы личного кабинета">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {SECTIONS.map((section) => (
          <li key={section.slug}>
            <NavLink
              to={regionPath(`/lk/${section.slug}`)}
              css={(theme: Theme) => ({
                display: 'block',
                padding: '8px 12px',
                borderRadius: theme.radius,
                color: theme.colors.text,
                textDecoration: 'none',
                '&[aria-current="page"]': {
                  background: theme.colors.surface,
                  color: theme.colors.primary,
                  fontWeight: 600,
                },
                '&:hover': { color: theme.colors.primary },
                ...focusRing(theme),
              })}
            >
              {section.title}
            </NavLink>
          </li>
        ))}
        <li css={{ marginTop: 8 }}>
          <SignOutButton />
        </li>
      </ul>
    </nav>
  );
}
