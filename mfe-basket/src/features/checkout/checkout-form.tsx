import { useId, useRef, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import type { Cart, CartStores, PaySystems, PlaceOrderBody } from '@apteka/contracts';
import { Button } from '@apteka/ui';
import { describedBy, Field, inputCss } from './field';
import { CourierFields, useCourierChoice } from './courier-fields';
import { formatPhone, validateCheckout, type CheckoutErrors, type CheckoutValues } from './checkout-validation';

export interface CheckoutFormProps {
  cart: Cart;
  stores: CartStores['stores'];
  /** lines in the basket, to say which pharmacies hold all of them */
  lines: number;
  paySystems: PaySystems | undefined;
  submitting: boolean;
  serverError: string | null;
  onSubmit: (body: Omit<PlaceOrderBody, 'idempotencyKey'>) => void;
}

const FIELD_ORDER: Array<keyof CheckoutValues> = [
  'receivingMethod',
  'storeId',
  'address',
  'timeSlot',
  'name',
  'phone',
  'email',
  'comment',
  'paymentMethod',
  'consent',
];

/** Step 2: how to receive, who receives, how to pay, and the separate personal-data consent. */
export function CheckoutForm({
  cart,
  stores,
  lines,
  paySystems,
  submitting,
  serverError,
  onSubmit,
}: CheckoutFormProps) {
  const id = useId();
  const ids = Object.fromEntries(FIELD_ORDER.map((f) => [f, `${id}-${f}`])) as Record<keyof CheckoutValues, string>;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CheckoutValues>({
    receivingMethod: cart.deliveryMode === 'courier' && !cart.hasPrescription ? 'deliverycourier' : 'deliverypickup',
    storeId: cart.storeId ? String(cart.storeId) : '',
    address: '',
    timeSlot: '',
    name: '',
    phone: '',
    email: '',
    comment: '',
    paymentMethod: cart.prepaymentRequired ? 'card' : '',
    consent: false,
  });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const set = <K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const courierChoice = useCourierChoice(values.receivingMethod === 'deliverycourier');
  const offered = courierChoice.slots.data?.slots ?? [];
  // A slot the server no longer offers (the list was refreshed) counts as not chosen.
  const timeSlot = offered.some((slot) => slot.id === values.timeSlot) ? values.timeSlot : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCheckout({ ...values, address: courierChoice.address, timeSlot }, cart);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    const courier = values.receivingMethod === 'deliverycourier';
    onSubmit({
      receivingMethod: values.receivingMethod,
      ...(courier ? { timeSlot } : { storeId: Number(values.storeId) }),
      name: values.name.trim(),
      phone: values.phone,
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
      ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
      paymentMethod: values.paymentMethod as 'card' | 'receipt',
      personalDataConsent: true,
    });
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  const radio = { display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 } as const;
  const fieldset = { border: 0, padding: 0, margin: '0 0 16px' } as const;
  const legend = { fontWeight: 700, fontSize: 18, marginBottom: 8, padding: 0 } as const;
  const errorText = (key: keyof CheckoutValues) =>
    errors[key] && (
      <span id={`${ids[key]}-error`} css={(theme: Theme) => ({ color: theme.colors.danger, fontWeight: 600 })}>
        {errors[key]}
      </span>
    );

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Оформление заказа">
      {errorCount > 0 && (
        <p role="alert" css={(theme: Theme) => ({ color: theme.colors.danger, fontWeight: 600 })}>
          Проверьте поля формы: {errorCount === 1 ? 'одно поле заполнено' : 'несколько полей заполнены'} неверно.
        </p>
      )}
      <fieldset css={fieldset} aria-describedby={errors.receivingMethod ? `${ids.receivingMethod}-error` : undefined}>
        <legend css={legend}>Способ получения</legend>
        <label css={radio}>
          <input
            type="radio"
            name="receivingMethod"
            data-field="receivingMethod"
            checked={values.receivingMethod === 'deliverypickup'}
            onChange={() => set('receivingMethod', 'deliverypickup')}
          />
          Самовывоз из аптеки
        </label>
        <label css={radio}>
          <input
            type="radio"
            name="receivingMethod"
            checked={values.receivingMethod === 'deliverycourier'}
            onChange={() => set('receivingMethod', 'deliverycourier')}
          />
          Доставка курьером
        </label>
        {cart.hasPrescription && <p css={{ margin: 0 }}>В корзине рецептурные препараты: доступен только самовывоз.</p>}
        {errorText('receivingMethod')}
      </fieldset>

      {values.receivingMethod === 'deliverypickup' ? (
        <Field id={ids.storeId} label="Аптека" error={errors.storeId}>
          <select
            id={ids.storeId}
            data-field="storeId"
            css={inputCss}
            value={values.storeId}
            aria-invalid={Boolean(errors.storeId)}
            aria-describedby={describedBy(ids.storeId, errors.storeId)}
            onChange={(event) => set('storeId', event.target.value)}
          >
            <option value="">Выберите аптеку</option>
            {stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.name}, {store.address} —{' '}
                {store.availableLines === lines ? 'всё в наличии' : `в наличии ${store.availableLines} из ${lines}`}
              </option>
            ))}
          </select>
        </Field>
      ) : (
        <CourierFields
          ids={ids}
          choice={courierChoice}
          timeSlot={timeSlot}
          errors={{ address: errors.address, timeSlot: errors.timeSlot }}
          onTimeSlot={(slot) => set('timeSlot', slot)}
        />
      )}

      <Field id={ids.name} label="Имя получателя" error={errors.name}>
        <input
          id={ids.name}
          data-field="name"
          css={inputCss}
          autoComplete="name"
          value={values.name}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={describedBy(ids.name, errors.name)}
          onChange={(event) => set('name', event.target.value)}
        />
      </Field>
      <Field id={ids.phone} label="Телефон" hint="Формат +7 XXX XXX-XX-XX" error={errors.phone}>
        <input
          id={ids.phone}
          data-field="phone"
          css={inputCss}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          value={values.phone}
          aria-invalid={Boolean(errors.phone)}
          aria-describedby={describedBy(ids.phone, errors.phone, true)}
          onChange={(event) => set('phone', formatPhone(event.target.value))}
        />
      </Field>
      <Field id={ids.email} label="Электронная почта (необязательно)" error={errors.email}>
        <input
          id={ids.email}
          data-field="email"
          css={inputCss}
          type="email"
          autoComplete="email"
          value={values.email}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy(ids.email, errors.email)}
          onChange={(event) => set('email', event.target.value)}
        />
      </Field>
      <Field id={ids.comment} label="Комментарий к заказу">
        <textarea
          id={ids.comment}
          data-field="comment"
          css={inputCss}
          rows={3}
          maxLength={500}
          value={values.comment}
          onChange={(event) => set('comment', event.target.value)}
        />
      </Field>

      <fieldset css={fieldset} aria-describedby={errors.paymentMethod ? `${ids.paymentMethod}-error` : undefined}>
        <legend css={legend}>Способ оплаты</legend>
        {paySystems?.prepaymentLabel && (
          <p css={{ margin: '0 0 8px', fontWeight: 600 }}>
            {paySystems.prepaymentLabel}: товары со склада оплачиваются онлайн
          </p>
        )}
        {(paySystems?.paySystems ?? []).map((system, index) => (
          <label key={system.id} css={radio}>
            <input
              type="radio"
              name="paymentMethod"
              data-field={index === 0 ? 'paymentMethod' : undefined}
              disabled={!system.available}
              checked={values.paymentMethod === system.id}
              onChange={() => set('paymentMethod', system.id)}
            />
            {system.name}
          </label>
        ))}
        {errorText('paymentMethod')}
      </fieldset>

      <div css={{ marginBottom: 16 }}>
        <label css={radio}>
          <input
            type="checkbox"
            data-field="consent"
            checked={values.consent}
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? `${ids.consent}-error` : undefined}
            onChange={(event) => set('consent', event.target.checked)}
          />
          Я согласен на обработку персональных данных
        </label>
        {errorText('consent')}
      </div>

      {serverError && (
        <p role="alert" css={(theme: Theme) => ({ color: theme.colors.danger, fontWeight: 600 })}>
          {serverError}
        </p>
      )}
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Оформляем…' : 'Оформить заказ'}
      </Button>
    </form>
  );
}
