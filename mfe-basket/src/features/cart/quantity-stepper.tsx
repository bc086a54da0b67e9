import { useState } from 'react';
import type { Theme } from '@emotion/react';
import { MAX_LINE_QUANTITY } from '@apteka/contracts/schemas';
import { focusRing, useChoiceShownAtOnce } from '@apteka/ui';

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

/** A typed number the line can hold (whole units 1..MAX_LINE_QUANTITY), or null. */
function lineQuantity(typed: string): number | null {
  const value = Number(typed);
  return Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY ? value : null;
}

/**
 * − [n] + for one line; typed numbers are sent on blur or Enter, whole units 1..99 only. A new number is shown at
 * once and handed on after that paint: the request, and the whole basket that waits on it, are more than a tap can
 * hold and still feel instant. The number shown goes back to the server's once the change this stepper sent has
 * settled (the promise `onChange` returns), so a refused change is taken back, and a number being typed here is not
 * touched when a change of another line settles.
 */
export function QuantityStepper({
  name,
  quantity,
  disabled,
  onChange,
}: {
  name: string;
  quantity: number;
  disabled?: boolean;
  /** may return a promise: the new number stays shown until it settles */
  onChange: (quantity: number) => unknown;
}) {
  const { shown, choose } = useChoiceShownAtOnce(quantity, onChange);
  // what the shopper is typing and has not sent yet; null when not typing
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft === null ? null : lineQuantity(draft);
  // the steps count from the number in the box (typed, else shown), so quick taps add up before the basket answers
  const current = typed ?? shown;

  const send = (value: number) => {
    setDraft(null);
    choose(value);
  };
  const commit = () => {
    if (draft === null) return;
    // a number the line cannot hold gives way to the number shown
    if (typed === null) setDraft(null);
    else send(typed);
  };

  return (
    <div role="group" aria-label={`Количество: ${name}`} css={{ display: 'inline-flex', alignItems: 'center' }}>
      <button
        type="button"
        css={square}
        aria-label="Уменьшить количество"
        disabled={disabled || current <= 1}
        onClick={() => send(current - 1)}
      >
        −
      </button>
      <input
        css={(theme: Theme) => ({ ...square(theme), width: 56, textAlign: 'center', cursor: 'text' })}
        inputMode="numeric"
        aria-label="Количество"
        value={draft ?? String(shown)}
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
        disabled={disabled || current >= MAX_LINE_QUANTITY}
        onClick={() => send(current + 1)}
      >
        +
      </button>
    </div>
  );
}
