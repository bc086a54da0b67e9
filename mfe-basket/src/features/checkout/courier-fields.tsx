import type { Theme } from '@emotion/react';
import { useLocationKey } from '@apteka/bus';
import { courierAddressText } from '@apteka/contracts';
import { errorText } from '@apteka/api-client';
import { focusRing, Link, Spinner, timeSlotLabel } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { useGetDeliveryQuery, useGetTimeSlotsQuery } from '../../api';
import { describedBy, Field, inputCss } from './field';

/** Where the pharmacies remote keeps the courier address form. */
export const DELIVERY_PAGE = '/samovyvoz-i-dostavka';

/** The session's saved courier address as one line ('' when none) and the slots offered for it. */
export function useCourierChoice(active: boolean) {
  const locationKey = useLocationKey();
  const delivery = useGetDeliveryQuery(locationKey, { skip: !active, refetchOnMountOrArgChange: true });
  const saved = delivery.data?.delivery.isCourier ? delivery.data.delivery.address : null;
  const address = saved ? courierAddressText(saved) : '';
  const slots = useGetTimeSlotsQuery(locationKey, { skip: !active || !address, refetchOnMountOrArgChange: true });
  return { delivery, address, slots };
}

export interface CourierFieldsProps {
  ids: { address: string; timeSlot: string };
  choice: ReturnType<typeof useCourierChoice>;
  timeSlot: string;
  errors: { address?: string | undefined; timeSlot?: string | undefined };
  onTimeSlot: (id: string) => void;
}

/** Courier part of step 2: the address saved on the delivery page (changed there) and a slot the server offers for it. */
export function CourierFields({ ids, choice, timeSlot, errors, onTimeSlot }: CourierFieldsProps) {
  const path = useRegionPath();
  const { delivery, address, slots } = choice;
  const link = (theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600, ...focusRing(theme) });
  if (delivery.isLoading) return <Spinner label="Загружаем адрес доставки" />;
  return (
    <>
      <div role="group" aria-labelledby={ids.address} css={{ display: 'grid', gap: 4, marginBottom: 16 }}>
        <span id={ids.address} css={{ fontWeight: 600 }}>
          Адрес доставки
        </span>
        <p css={{ margin: 0 }}>
          {address || 'Адрес доставки не указан.'}{' '}
          <Link
            href={path(DELIVERY_PAGE)}
            data-field="address"
            aria-describedby={describedBy(ids.address, errors.address)}
            css={link}
          >
            {address ? 'Изменить адрес' : 'Указать адрес'}
          </Link>
        </p>
        {errors.address && (
          <span id={`${ids.address}-error`} css={(theme: Theme) => ({ color: theme.colors.danger, fontWeight: 600 })}>
            {errors.address}
          </span>
        )}
      </div>
      {address && (
        <Field id={ids.timeSlot} label="Время доставки" error={errors.timeSlot}>
          {slots.error ? (
            <span role="alert">{errorText(slots.error)}</span>
          ) : (
            <select
              id={ids.timeSlot}
              data-field="timeSlot"
              css={inputCss}
              value={timeSlot}
              disabled={slots.isLoading}
              aria-invalid={Boolean(errors.timeSlot)}
              aria-describedby={describedBy(ids.timeSlot, errors.timeSlot)}
              onChange={(event) => onTimeSlot(event.target.value)}
            >
              <option value="">{slots.isLoading ? 'Загружаем интервалы…' : 'Выберите время'}</option>
              {(slots.data?.slots ?? []).map((slot) => (
                <option key={slot.id} value={slot.id}>
                  {timeSlotLabel(slot)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </>
  );
}
