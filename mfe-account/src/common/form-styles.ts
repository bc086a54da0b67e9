import type { Theme } from '@emotion/react';
import { focusRing } from '@apteka/ui';

/** A text link in the account's colours with the keyboard focus ring. */
export const textLink = (theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) });

/** The message a form shows above its button: an error (alert) or a note. */
export const formMessage = (kind: 'error' | 'info') => (theme: Theme) => ({
  margin: '0 0 16px',
  color: kind === 'error' ? theme.colors.danger : theme.colors.text,
});

export const formActions = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;
