import { orderPath } from '@apteka/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { errorText } from '@apteka/api-client';
import { useFindOrderMutation } from '../../api';
import { describedBy, Field, inputCss } from '../checkout/field';
import { formatPhone, MESSAGES, PHONE_RE } from '../checkout/checkout-validation';

const page = { maxWidth: 560, margin: '0 auto', padding: '24px 16px' } as const;

/** /gde-moy-zakaz: find an order by its number and the phone it was placed with. */
export function FindOrderPage() {
  const id = useId();
  const navigate = useNavigate();
  const path = useRegionPath();
  const [number, setNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ number?: string; phone?: string }>({});
  const [find, { isLoading, error }] = useFindOrderMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!/^\d{1,10}$/.test(number.trim())) found.number = 'Введите номер заказа цифрами';
    if (!PHONE_RE.test(phone)) found.phone = MESSAGES.phone;
    setErrors(found);
    if (found.number || found.phone) return;
    const result = await find({ number: Number(number.trim()), phone });
    if ('data' in result && result.data)
      navigate(path(orderPath(result.data.id, { signature: result.data.signature })));
  };

  return (
    <section css={page}>
      <h1 css={{ fontSize: 28, margin: '0 0 16px' }}>Где мой заказ</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Field id={`${id}-number`} label="Номер заказа" error={errors.number}>
          <input
            id={`${id}-number`}
            css={inputCss}
            inputMode="numeric"
            value={number}
            aria-invalid={Boolean(errors.number)}
            aria-describedby={describedBy(`${id}-number`, errors.number)}
            onChange={(event) => setNumber(event.target.value)}
          />
        </Field>
        <Field id={`${id}-phone`} label="Телефон" hint="Формат +7 XXX XXX-XX-XX" error={errors.phone}>
          <input
            id={`${id}-phone`}
            css={inputCss}
            type="tel"
            value={phone}
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={describedBy(`${id}-phone`, errors.phone, true)}
            onChange={(event) => setPhone(formatPhone(event.target.value))}
          />
        </Field>
        {error && <p role="alert">{errorText(error)}</p>}
        <Button type="submit" disabled={isLoading}>
          Найти заказ
        </Button>
      </form>
    </section>
  );
}
