import { useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { bus, useLocationKey } from '@apteka/bus';
import type { AddressSuggestion, CourierAddressInput, RegionSummary, TimeSlotList } from '@apteka/contracts';
import { Button, ErrorNotice, focusRing } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { useGetAvailabilityByAddressQuery, useSetCourierMutation } from '../../api';
import { AddressInput } from './address-input';
import { MapPicker } from './map-picker';
import { TimeSlots } from './time-slots';

const fieldCss = (theme: Theme) => ({
  width: '100%',
  boxSizing: 'border-box' as const,
  padding: '10px 12px',
  fontSize: 16,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  ...focusRing(theme),
});

interface Fields {
  address: string;
  house: string;
  flat: string;
  noFlat: boolean;
  entrance: string;
  floor: string;
  intercom: string;
  comment: string;
  lat: number | null;
  lon: number | null;
}

const EMPTY: Fields = {
  address: '',
  house: '',
  flat: '',
  noFlat: false,
  entrance: '',
  floor: '',
  intercom: '',
  comment: '',
  lat: null,
  lon: null,
};

/** What is sent: the flat is dropped when the shopper marked that it does not apply. */
export function toCourierAddress(fields: Fields): CourierAddressInput {
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  return {
    address: fields.address.trim(),
    house: optional(fields.house),
    ...(fields.noFlat ? { noFlat: true } : { flat: optional(fields.flat) }),
    entrance: optional(fields.entrance),
    floor: optional(fields.floor),
    intercom: optional(fields.intercom),
    comment: optional(fields.comment),
    lat: fields.lat,
    lon: fields.lon,
  };
}

/** The courier address with suggestions and the details a courier needs, then the time slots for it. */
export function CourierAddressForm({ region }: { region: RegionSummary }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [timeslots, setTimeslots] = useState<TimeSlotList | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [setCourier, { isLoading }] = useSetCourierMutation();
  // Availability for the address is asked only with an address and a house.
  const locationKey = useLocationKey();
  const availability = useGetAvailabilityByAddressQuery(
    { address: saved ?? '', ...locationKey },
    { skip: saved === null },
  );

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  if (!region.hasCourierDelivery) {
    return <p>Доставка курьером по {region.skloneniya.name_dat} пока недоступна. Заказ можно забрать в аптеке.</p>;
  }

  const pick = (suggestion: AddressSuggestion) => {
    setFields((current) => ({
      ...current,
      address: suggestion.value,
      house: suggestion.house ?? '',
      lat: suggestion.lat,
      lon: suggestion.lon,
    }));
    if (!suggestion.house) document.getElementById('courier-house')?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!fields.address.trim()) return setProblem('Укажите улицу.');
    if (!fields.house.trim()) {
      document.getElementById('courier-house')?.focus();
      return setProblem('Укажите номер дома, чтобы курьер нашёл адрес.');
    }
    try {
      const result = await setCourier({ address: toCourierAddress(fields), withTimeslots: true }).unwrap();
      setTimeslots(result.timeslots ?? null);
      setSlot(null);
      setSaved(`${fields.address}|${fields.house}`);
      bus.emit('delivery/changed', { mode: 'courier', store: null });
    } catch (failure) {
      setProblem(errorText(failure));
    }
  };

  const small = { display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))' } as const;
  return (
    <div>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby="courier-form-title"
        css={{ display: 'grid', gap: 12, maxWidth: 640 }}
      >
        <h2 id="courier-form-title" css={{ fontSize: 22, margin: 0 }}>
          Адрес доставки
        </h2>
        <AddressInput
          regionId={region.id}
          value={fields.address}
          onChange={(value) => set('address', value)}
          onPick={pick}
        />
        <MapPicker
          regionId={region.id}
          chosen={fields.lat !== null && fields.lon !== null ? { lat: fields.lat, lon: fields.lon } : null}
          onPick={pick}
        />
        <div css={small}>
          <label>
            <span css={{ display: 'block', marginBottom: 4 }}>Дом</span>
            <input
              id="courier-house"
              value={fields.house}
              onChange={(e) => set('house', e.target.value)}
              autoComplete="off"
              css={fieldCss}
            />
          </label>
          <label>
            <span css={{ display: 'block', marginBottom: 4 }}>Квартира</span>
            <input
              value={fields.noFlat ? '' : fields.flat}
              disabled={fields.noFlat}
              onChange={(e) => set('flat', e.target.value)}
              css={fieldCss}
            />
          </label>
          <label>
            <span css={{ display: 'block', marginBottom: 4 }}>Подъезд</span>
            <input value={fields.entrance} onChange={(e) => set('entrance', e.target.value)} css={fieldCss} />
          </label>
          <label>
            <span css={{ display: 'block', marginBottom: 4 }}>Этаж</span>
            <input
              value={fields.floor}
              onChange={(e) => set('floor', e.target.value)}
              inputMode="numeric"
              css={fieldCss}
            />
          </label>
          <label>
            <span css={{ display: 'block', marginBottom: 4 }}>Домофон</span>
            <input value={fields.intercom} onChange={(e) => set('intercom', e.target.value)} css={fieldCss} />
          </label>
        </div>
        <label css={{ display: 'inline-flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
          <input
            type="checkbox"
            checked={fields.noFlat}
            onChange={(e) => set('noFlat', e.target.checked)}
            css={{ width: 20, height: 20 }}
          />
          Частный дом, квартиры нет
        </label>
        <label>
          <span css={{ display: 'block', marginBottom: 4 }}>Комментарий для курьера</span>
          <textarea
            value={fields.comment}
            onChange={(e) => set('comment', e.target.value)}
            rows={3}
            maxLength={500}
            css={fieldCss}
          />
        </label>
        {problem && <ErrorNotice message={problem} />}
        <div>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Сохраняем…' : 'Доставить сюда'}
          </Button>
        </div>
      </form>
      {saved && availability.data && availability.data.total > 0 && (
        <p aria-live="polite">Для доставки по этому адресу в наличии: {availability.data.label}.</p>
      )}
      {timeslots && (
        <div css={{ marginTop: 16 }}>
          <TimeSlots slots={timeslots.slots} value={slot} onChange={setSlot} />
        </div>
      )}
    </div>
  );
}
