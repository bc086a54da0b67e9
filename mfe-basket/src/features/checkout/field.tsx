import type { ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { focusRing } from '@apteka/ui';

export const inputCss = (theme: Theme) => ({
  font: 'inherit',
  minHeight: 44,
  padding: '8px 12px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  width: '100%',
  boxSizing: 'border-box' as const,
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
  ...focusRing(theme),
});

/** A labelled field with its error under it, tied by aria-describedby. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div css={{ display: 'grid', gap: 4, marginBottom: 16 }}>
      <label htmlFor={id} css={{ fontWeight: 600 }}>
        {label}
      </label>
      {hint && (
        <span id={`${id}-hint`} css={(theme: Theme) => ({ color: theme.colors.textMuted, fontSize: 14 })}>
          {hint}
        </span>
      )}
      {children}
      {error && (
        <span id={`${id}-error`} css={(theme: Theme) => ({ color: theme.colors.danger, fontWeight: 600 })}>
          {error}
        </span>
      )}
    </div>
  );
}

export const describedBy = (id: string, error?: string, hint?: boolean) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
