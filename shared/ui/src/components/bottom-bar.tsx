import type { ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { aboveBottomNav } from '@apteka/contracts';
import { media } from '../theme/media';

interface BottomBarProps {
  /** what the bar is for, read as the name of its region */
  label: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A bar fixed at the foot of a phone's or tablet's window, above the bottom navigation, keeping a page's main
 * action in reach (the basket's total and checkout, a product's price and «В корзину»). From 1024 px the page
 * keeps that action in place and the bar is not shown.
 */
export function BottomBar({ label, children, 'data-testid': testId }: BottomBarProps) {
  return (
    <div
      role="region"
      aria-label={label}
      data-testid={testId}
      css={(theme: Theme) => ({
        display: 'flex',
        [media.from('desktop')]: { display: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: aboveBottomNav,
        zIndex: 20,
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        padding: '8px 16px',
        background: theme.colors.background,
        borderTop: `1px solid ${theme.colors.border}`,
        boxShadow: '0 -2px 12px rgba(0, 0, 0, 0.12)',
      })}
    >
      {children}
    </div>
  );
}
