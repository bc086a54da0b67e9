import { useEffect, useState } from 'react';
import type { Theme } from '@emotion/react';
import { MAX_LINE_QUANTITY } from '@apteka/contracts/schemas';
import { focusRing } from '@apteka/ui';

const square = (theme: Theme) => ({
  width: 44,
  height: 44,
  font: 'inherit',
  fontSize: 20,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  color: theme.colors.text,
  cursor: 'pointer',
  '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  ...focusRing(theme),
});

/** − [n] + for one line; typed numbers are sent on blur or Enter, whole units 1..99 only. */
export function QuantityStepper({
  name,
  quantity,
  disabled,
  onChange,
}: {
  name: string;
  quantity: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);

  const commit = () => {
    const value = Number(draft);
    if (Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY) {
      if (value !== quantity) onChange(value);
    } else {
      setDraft(String(quantity));
    }
  };

  return (
    <div role="group" aria-label={`Количество: ${name}`} css={{ display: 'inline-flex', alignItems: 'center' }}>
      <button
        type="button"
        css={square}
        aria-label="Уменьшить количество"
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <input
        css={(theme: Theme) => ({ ...square(theme), width: 56, textAlign: 'center', cursor: 'text' })}
        inputMode="numeric"
        aria-label="Количество"
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 2))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        css={square}
        aria-label="Увеличить количество"
        disabled={disabled || quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
