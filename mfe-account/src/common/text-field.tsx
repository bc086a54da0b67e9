import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import type { Theme } from '@emotion/react';
import { focusRing } from '@apteka/ui';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** the field-level message; marks the field invalid */
  error?: string | null;
  /** a hint under the field, read with it */
  hint?: string;
}

/** A labelled input whose error and hint are its accessible description. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, ...input },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ marginBottom: 16 }}>
      <label htmlFor={id} css={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        css={(theme: Theme) => ({
          display: 'block',
          width: '100%',
          boxSizing: 'border-box',
          font: 'inherit',
          fontSize: 18,
          minHeight: 44,
          padding: '8px 12px',
          border: `1px solid ${error ? theme.colors.danger : theme.colors.border}`,
          borderRadius: theme.radius,
          background: theme.colors.background,
          color: theme.colors.text,
          ...focusRing(theme),
        })}
        {...input}
      />
      {error && (
        <p id={errorId} css={(theme: Theme) => ({ margin: '6px 0 0', color: theme.colors.danger })}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} css={(theme: Theme) => ({ margin: '6px 0 0', color: theme.colors.textMuted, fontSize: 14 })}>
          {hint}
        </p>
      )}
    </div>
  );
});
