import type { ButtonHTMLAttributes } from 'react';
import type { Theme } from '@emotion/react';

type Variant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

export function focusRing(theme: Theme) {
  return { '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 } };
}

const styles = (variant: Variant) => (theme: Theme) => ({
  font: 'inherit',
  fontSize: 16,
  minHeight: 44,
  padding: variant === 'link' ? '0 4px' : '10px 20px',
  borderRadius: theme.radius,
  cursor: 'pointer',
  border: variant === 'secondary' ? `1px solid ${theme.colors.primary}` : 'none',
  background: variant === 'primary' ? theme.colors.primary : 'transparent',
  color: variant === 'primary' ? theme.colors.onPrimary : theme.colors.primary,
  textDecoration: variant === 'link' ? 'underline' : 'none',
  '&:hover:not(:disabled)':
    variant === 'primary' ? { background: theme.colors.primaryHover } : { color: theme.colors.primaryHover },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  ...focusRing(theme),
});

export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} css={styles(variant)} {...rest} />;
}
