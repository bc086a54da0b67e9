import { useId, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import type { Cart } from '@apteka/contracts';
import { Button, focusRing } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { track } from '@apteka/analytics';
import { useApplyCouponMutation, useRemoveCouponMutation } from '../../api';

export const COUPON_REJECTED = 'Некорректный купон';

/** The promo-code field: the server judges the code and answers 'Условия применения соблюдены' or 'Некорректный купон'. */
export function CouponForm({ coupon }: { coupon: Cart['coupon'] }) {
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [apply, applying] = useApplyCouponMutation();
  const [remove, removing] = useRemoveCouponMutation();
  const [rejected, setRejected] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setRejected(COUPON_REJECTED);
    const result = await apply(code.trim());
    const applied = !('error' in result) && result.data.coupon?.applied === true;
    track('promo_code', { coupon: code.trim(), result: applied ? 'Условия применения соблюдены' : COUPON_REJECTED });
    if ('error' in result) setRejected(errorText(result.error));
    else {
      setRejected(null);
      setCode('');
    }
  };

  const message = rejected ?? coupon?.message ?? null;
  const good = rejected === null && coupon?.applied === true;
  return (
    <div css={{ marginTop: 16 }}>
      {coupon && !rejected ? (
        <p css={{ margin: '0 0 8px' }}>
          Промокод <strong>{coupon.code}</strong>{' '}
          <Button variant="link" onClick={() => void remove()} disabled={removing.isLoading}>
            Убрать промокод
          </Button>
        </p>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          css={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}
          noValidate
        >
          <div css={{ display: 'grid', gap: 4, flex: '1 1 160px' }}>
            <label htmlFor={inputId}>Промокод</label>
            <input
              id={inputId}
              value={code}
              maxLength={64}
              aria-invalid={rejected !== null}
              aria-describedby={message ? messageId : undefined}
              onChange={(event) => setCode(event.target.value)}
              css={(theme: Theme) => ({
                font: 'inherit',
                minHeight: 44,
                padding: '0 12px',
                border: `1px solid ${theme.colors.border}`,
                borderRadius: theme.radius,
                ...focusRing(theme),
              })}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={applying.isLoading}>
            Применить
          </Button>
        </form>
      )}
      {message && (
        <p
          id={messageId}
          role="status"
          css={(theme: Theme) => ({
            margin: '4px 0 0',
            color: good ? theme.colors.success : theme.colors.danger,
            fontWeight: 600,
          })}
        >
          {message}
        </p>
      )}
    </div>
  );
}
