import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { Theme } from '@emotion/react';
import { focusRing } from './button';

interface FieldTexts {
  label: string;
  /** the field-level message; marks the field invalid */
  error?: string | null;
  /** a hint under the field, read with it */
  hint?: string;
}

export type TextFieldProps = FieldTexts & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;
export type TextAreaFieldProps = FieldTexts & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

const control = (invalid: boolean) => (theme: Theme) => ({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box' as const,
  font: 'inherit',
  fontSize: 18,
  minHeight: 44,
  padding: '8px 12px',
  border: `1px solid ${invalid ? theme.colors.danger : theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.background,
  color: theme.colors.text,
  ...focusRing(theme),
});

/** Label above, the control, then its error and hint, which are the control's accessible description. */
function Field({
  label,
  error,
  hint,
  children,
}: FieldTexts & { children: (ids: { id: string; describedBy: string | undefined }) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={{ marginBottom: 16 }}>
      <label htmlFor={id} css={{ display: 'block', fontWeight: 600, marginBottom: 6 }}>
        {label}
      </label>
      {children({ id, describedBy })}
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
}

/** A labelled input whose error and hint are its accessible description. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, ...input },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          css={control(Boolean(error))}
          {...input}
        />
      )}
    </Field>
  );
});

/** The same for a text of several lines. */
export function TextAreaField({ label, error, hint, rows = 5, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          css={(theme: Theme) => ({ ...control(Boolean(error))(theme), resize: 'vertical' })}
          {...textarea}
        />
      )}
    </Field>
  );
}
