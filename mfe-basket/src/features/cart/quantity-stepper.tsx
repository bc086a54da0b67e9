import { useEffect, useRef, useState } from 'react';
import type { Theme } from '@emotion/react';
import { MAX_LINE_QUANTITY } from '@apteka/contracts/schemas';
import { afterNextPaint, focusRing } from '@apteka/ui';

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

/**
 * − [n] + for one line; typed numbers are sent on blur or Enter, whole units 1..99 only. A new number is shown at
 * once and handed on after that paint: the request, and the whole basket that waits on it, are more than a tap can
 * hold and still feel instant. The number shown goes back to the server's once the change has settled, so a refused
 * change is taken back; `disabled` is how the stepper learns that: it is true while any change of the basket is on
 * its way.
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
  onChange: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => {
    if (!disabled) setDraft(String(quantity));
  }, [quantity, disabled]);
  const latest = useRef({ quantity, onChange });
  latest.current = { quantity, onChange };
  // a change made just before the line goes (the shopper moved on at once) is still handed on: nothing cancels it then
  const cancelHandOn = useRef<(() => void) | null>(null);

  const choose = (value: number) => {
    setDraft(String(value));
    cancelHandOn.current?.();
    cancelHandOn.current = afterNextPaint(() => {
      cancelHandOn.current = null;
      // quick taps that come back to the basket's own number change nothing
      if (value !== latest.current.quantity) latest.current.onChange(value);
    });
  };
  const commit = () => {
    const value = Number(draft);
    if (Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY) choose(value);
    else setDraft(String(quantity));
  };
  // the steps count from the number shown, so quick taps add up before the basket has answered
  const typed = Number(draft);
  const shown = draft !== '' && Number.isInteger(typed) && typed >= 1 && typed <= MAX_LINE_QUANTITY ? typed : quantity;

  return (
    <div role="group" aria-label={`Количество: ${name}`} css={{ display: 'inline-flex', alignItems: 'center' }}>
      <button
        type="button"
        css={square}
        aria-label="Уменьшить количество"
        disabled={disabled || shown <= 1}
        onClick={() => choose(shown - 1)}
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
        disabled={disabled || shown >= MAX_LINE_QUANTITY}
        onClick={() => choose(shown + 1)}
      >
        +
      </button>
    </div>
  );
}
