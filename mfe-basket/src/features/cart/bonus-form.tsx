import { useId, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import type { Cart } from '@apteka/contracts';
import { Button, plural, PLURALS } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { useSpendBonusMutation } from '../../api';
import { inputCss } from '../checkout/field';

/** Bonuses to spend (1 bonus = 1 ruble); the server clamps them to the balance and the programme's limit. */
export function BonusForm({ bonus }: { bonus: Cart['bonus'] }) {
  const id = useId();
  const [value, setValue] = useState(String(bonus.applied || bonus.max));
  const [spend, { isLoading, error }] = useSpendBonusMutation();
  if (bonus.balance === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(value);
    if (Number.isInteger(amount) && amount >= 0) void spend(amount);
  };
  return (
    <form onSubmit={submit} css={{ marginTop: 16 }} noValidate>
      <label htmlFor={id} css={{ display: 'block', fontWeight: 600 }}>
        Списать бонусы
      </label>
      <p
        id={`${id}-hint`}
        css={(theme: Theme) => ({ margin: '2px 0 4px', color: theme.colors.textMuted, fontSize: 14 })}
      >
        На счёте {bonus.balance} {plural(bonus.balance, PLURALS.bonus)}, к этому заказу можно списать до {bonus.max}
      </p>
      <div css={{ display: 'flex', gap: 8 }}>
        <input
          id={id}
          css={inputCss}
          inputMode="numeric"
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(event) => setValue(event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit" variant="secondary" disabled={isLoading}>
          Списать
        </Button>
      </div>
      {error && <p role="alert">{errorText(error)}</p>}
    </form>
  );
}
