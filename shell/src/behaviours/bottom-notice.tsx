import type { ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { BOTTOM_NAV_HEIGHT, belowDesktop } from '../layout/bottom-nav';
import { onPhone } from '../layout/location-line';
import { useBottomCover } from './bottom-cover';

/**
 * The frame of a notice at the bottom of the window (cookies, the app, a new release): it floats over the page, so
 * showing or closing it never moves the content, and it leaves the page usable around it. On a phone it is compact
 * (its text in small type, its choices side by side in one row of touch targets) so that the goods of the first
 * screen stay in sight above it.
 */
export function BottomNotice({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={labelledBy}
      css={(theme: Theme) => ({
        background: theme.colors.background,
        color: theme.colors.text,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        boxShadow: '0 4px 24px rgba(0, 0, 0, 0.18)',
        padding: '16px',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 12,
        pointerEvents: 'auto',
        '& p': { margin: 0, flex: '1 1 280px' },
        [onPhone]: {
          padding: '6px 10px',
          gap: '4px 8px',
          '& p': { flexBasis: '100%', fontSize: 14, lineHeight: '18px' },
          '& > button': { flex: '1 1 auto', padding: '0 12px', fontSize: 15 },
        },
      })}
    >
      {children}
    </section>
  );
}

/** Where bottom notices stack, above the safe area of phones with a home indicator. */
export function BottomNotices({ children }: { children: ReactNode }) {
  const coverRef = useBottomCover();
  return (
    <div
      ref={coverRef}
      data-bottom-cover="stack"
      css={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 40,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        maxWidth: 720,
        margin: '0 auto',
        padding: '0 12px calc(12px + env(safe-area-inset-bottom))',
        // above the bottom navigation of phones and tablets
        [belowDesktop]: { bottom: BOTTOM_NAV_HEIGHT },
        [onPhone]: { padding: '0 8px calc(4px + env(safe-area-inset-bottom))' },
        pointerEvents: 'none',
      }}
    >
      {children}
    </div>
  );
}
