import { useRef, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { effectivePrice, normalizePhone, type Order, type ProductDetail } from '@apteka/contracts';
import { errorText, fieldError, isRefusedAttempt, newIdempotencyKey } from '@apteka/api-client';
import { trackError } from '@apteka/analytics';
import { useBusState, useLocationKey } from '@apteka/bus';
import {
  Button,
  CheckboxField,
  Dialog,
  ErrorNotice,
  formatPrice,
  Link,
  SMALL_MOBILE_QUERY,
  Spinner,
  TextField,
  useMediaQuery,
} from '@apteka/ui';
import { useBookProductMutation, useGetBookingPharmaciesQuery } from './booking-api';
import { trackBooking } from './booking-analytics';
import { BookingConfirmation } from './booking-confirmation';
import { BookingPharmacies } from './booking-pharmacies';
import { MAX_BOOKING_QUANTITY, validateBooking, type BookingErrors, type BookingValues } from './booking-form';

const FIELD_ORDER: Array<keyof BookingValues> = ['quantity', 'storeId', 'name', 'phone', 'consent'];
const textLink = (theme: Theme) => ({ color: theme.colors.primary });

/** One-click reservation of this product for pickup at a pharmacy of the region, paid there; the basket is untouched. */
export function BookingDialog({ product, onClose }: { product: ProductDetail; onClose: () => void }) {
  const sheet = useMediaQuery(SMALL_MOBILE_QUERY);
  const [order, setOrder] = useState<Order | null>(null);
  return (
    <Dialog
      title={order ? 'Товар забронирован' : 'Забронировать в аптеке'}
      onClose={onClose}
      variant={sheet ? 'sheet' : 'popup'}
    >
      {order ? (
        <BookingConfirmation order={order} onDone={onClose} />
      ) : (
        <BookingForm product={product} onBooked={setOrder} />
      )}
    </Dialog>
  );
}

function BookingForm({ product, onBooked }: { product: ProductDetail; onBooked: (order: Order) => void }) {
  const customer = useBusState('user')?.customer;
  const locationKey = useLocationKey();
  const [values, setValues] = useState<BookingValues>({
    quantity: 1,
    storeId: null,
    name: customer?.firstName ?? '',
    phone: customer?.phone ?? '',
    consent: false,
  });
  // the pharmacies are asked for the last sensible quantity while the shopper is still typing one
  const [askedQuantity, setAskedQuantity] = useState(1);
  const [errors, setErrors] = useState<BookingErrors>({});
  const attemptKey = useRef(newIdempotencyKey());
  const form = useRef<HTMLFormElement>(null);
  const [book, booking] = useBookProductMutation();
  const pharmacies = useGetBookingPharmaciesQuery({
    productId: product.id,
    quantity: askedQuantity,
    ...locationKey,
  });

  const set = <K extends keyof BookingValues>(key: K, value: BookingValues[K]) => {
    setValues((before) => ({ ...before, [key]: value }));
    if (errors[key]) setErrors((before) => ({ ...before, [key]: undefined }));
  };
  const stores = pharmacies.data?.stores ?? [];
  // a pharmacy that no longer holds the quantity is not a choice any more
  const chosen = stores.find((store) => store.id === values.storeId) ?? null;
  const unitPrice = product.price ? effectivePrice(product.price) : 0;
  const total = chosen?.availability?.basketPrice ?? unitPrice * askedQuantity;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBooking({ ...values, storeId: chosen?.id ?? null });
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((key) => found[key]);
    if (firstInvalid) {
      trackError(found[firstInvalid], 'booking');
      form.current
        ?.querySelector<HTMLElement>(`[data-field="${firstInvalid}"] input, input[data-field="${firstInvalid}"]`)
        ?.focus();
      return;
    }
    const result = await book({
      idempotencyKey: attemptKey.current,
      store: chosen!.id,
      productId: product.id,
      quantity: values.quantity,
      name: values.name.trim(),
      phone: normalizePhone(values.phone)!,
      personalDataConsent: true,
    });
    if ('error' in result) {
      trackError(errorText(result.error), 'booking');
      if (isRefusedAttempt(result.error)) {
        attemptKey.current = newIdempotencyKey();
        // stock moves: what the pharmacies hold is asked again
        void pharmacies.refetch();
      }
      return;
    }
    trackBooking(result.data.order, { brand: product.brand.name, categories: product.categoriesList[0]?.path ?? [] });
    onBooked(result.data.order);
  };

  const serverError = booking.error ? errorText(booking.error) : null;
  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
      <p css={{ margin: '0 0 16px' }}>
        <strong>{product.name}</strong>
        <br />
        Заберёте в выбранной аптеке, оплата при получении. Товар в корзину не добавляется.
      </p>
      <TextField
        label="Количество, уп."
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_BOOKING_QUANTITY}
        data-field="quantity"
        data-autofocus
        value={Number.isNaN(values.quantity) ? '' : values.quantity}
        error={errors.quantity ?? fieldError(booking.error, 'quantity')}
        onChange={(event) => {
          const quantity = event.target.value === '' ? Number.NaN : Number(event.target.value);
          set('quantity', quantity);
          if (!validateBooking({ ...values, quantity }).quantity) setAskedQuantity(quantity);
        }}
        css={{ maxWidth: 140 }}
      />
      {pharmacies.isFetching && !pharmacies.data ? (
        <Spinner label="Ищем аптеки, где есть товар…" />
      ) : pharmacies.isError ? (
        <ErrorNotice message={errorText(pharmacies.error)} onRetry={() => void pharmacies.refetch()} />
      ) : stores.length === 0 ? (
        <p role="status" css={{ margin: '0 0 16px' }}>
          Ни в одной аптеке региона нет {askedQuantity} уп. этого товара. Уменьшите количество или оформите доставку
          через корзину.
        </p>
      ) : (
        <BookingPharmacies
          stores={stores}
          selected={chosen?.id ?? null}
          onSelect={(storeId) => set('storeId', storeId)}
          error={errors.storeId}
        />
      )}
      <TextField
        label="Имя"
        autoComplete="name"
        data-field="name"
        value={values.name}
        error={errors.name ?? fieldError(booking.error, 'name')}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextField
        label="Телефон"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 900 000-00-00"
        data-field="phone"
        value={values.phone}
        error={errors.phone ?? fieldError(booking.error, 'phone')}
        onChange={(event) => set('phone', event.target.value)}
      />
      <div data-field="consent">
        <CheckboxField checked={values.consent} onChange={(checked) => set('consent', checked)} error={errors.consent}>
          Я согласен на{' '}
          <Link href="/basic-pages/personal-data-agreement" target="_blank" css={textLink}>
            обработку персональных данных
          </Link>{' '}
          и с{' '}
          <Link href="/basic-pages/booking-rules" target="_blank" css={textLink}>
            правилами бронирования
          </Link>
        </CheckboxField>
      </div>
      {serverError && (
        <p role="alert" css={(theme: Theme) => ({ color: theme.colors.danger, margin: '0 0 12px' })}>
          {serverError}
        </p>
      )}
      <p css={{ margin: '0 0 12px', fontSize: 18 }}>
        Итого: <strong>{formatPrice(total)}</strong>
        {pharmacies.data?.isPriceVaries && !chosen ? ' — цена зависит от аптеки' : ''}
      </p>
      {/* while the pharmacies for a new quantity are asked, the choice on screen may be out of date */}
      <Button type="submit" disabled={booking.isLoading || pharmacies.isFetching} css={{ width: '100%' }}>
        {booking.isLoading ? 'Бронируем…' : 'Забронировать'}
      </Button>
    </form>
  );
}
