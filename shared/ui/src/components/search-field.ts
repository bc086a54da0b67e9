import type { Theme } from '@emotion/react';
import { focusRing } from './button';

/**
 * The header search's field and its «Найти» button. Two teams draw that search (the shell's plain form until the
 * catalog's combobox takes over), and the handover must not move or restyle anything under the shopper's eyes.
 */
export const searchFieldInput = (theme: Theme) => ({
  flex: 1,
  minWidth: 0,
  padding: '10px 12px',
  fontSize: 16,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: `${theme.radius} 0 0 ${theme.radius}`,
  ...focusRing(theme),
});

export const searchFieldButton = (theme: Theme) => ({
  padding: '0 16px',
  fontSize: 16,
  border: 'none',
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  borderRadius: `0 ${theme.radius} ${theme.radius} 0`,
  cursor: 'pointer',
  ...focusRing(theme),
});
