import { useId, type ReactNode } from 'react';
import type { Theme } from '@emotion/react';

interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  name?: string;
}

/** A checkbox with its label beside it, large enough to tap, with a field-level message. */
export function CheckboxField({ checked, onChange, children, error, name }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div css={{ marginBottom: 12 }}>
      <label css={{ display: 'flex', gap: 10, alignItems: 'flex-start', minHeight: 44, cursor: 'pointer' }}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? id : undefined}
          css={{ width: 22, height: 22, margin: '2px 0 0', flex: 'none' }}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={id} css={(theme: Theme) => ({ margin: '0 0 0 32px', color: theme.colors.danger })}>
          {error}
        </p>
      )}
    </div>
  );
}
