import { useState } from 'react';
import type { Theme } from '@emotion/react';
import type { StoreWithAvailability } from '@apteka/contracts';
import { Button, formatPrice } from '@apteka/ui';

/** How many pharmacies are listed before «Показать ещё»: enough to choose from without a long scroll. */
export const PHARMACIES_SHOWN = 8;

interface BookingPharmaciesProps {
  stores: readonly StoreWithAvailability[];
  selected: number | null;
  onSelect: (storeId: number) => void;
  error?: string;
}

const option = (theme: Theme) => ({
  display: 'flex',
  gap: 10,
  alignItems: 'flex-start',
  padding: '10px 12px',
  minHeight: 44,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: theme.colors.primary, background: theme.colors.surface },
});

/** The region's pharmacies that hold the whole quantity, each with its price for it; one is chosen. */
export function BookingPharmacies({ stores, selected, onSelect, error }: BookingPharmaciesProps) {
  const [showAll, setShowAll] = useState(false);
  const chosenIndex = stores.findIndex((store) => store.id === selected);
  // the chosen pharmacy stays in view even when it is past the first ones
  const shown = showAll ? stores : stores.slice(0, Math.max(PHARMACIES_SHOWN, chosenIndex + 1));
  const errorId = 'booking-store-error';
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      data-field="storeId"
      css={{ border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 }}
    >
      <legend css={{ fontWeight: 600, marginBottom: 6, padding: 0 }}>Аптека</legend>
      {error && (
        <p id={errorId} css={(theme: Theme) => ({ margin: '0 0 8px', color: theme.colors.danger })}>
          {error}
        </p>
      )}
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {shown.map((store) => (
          <li key={store.id}>
            <label css={option}>
              <input
                type="radio"
                name="booking-store"
                value={store.id}
                checked={store.id === selected}
                onChange={() => onSelect(store.id)}
                aria-invalid={error ? true : undefined}
                css={{ width: 20, height: 20, margin: '2px 0 0', flex: 'none' }}
              />
              <span css={{ flex: 1, minWidth: 0 }}>
                <span css={{ display: 'block', fontWeight: 600 }}>{store.address}</span>
                <span css={(theme: Theme) => ({ display: 'block', color: theme.colors.textMuted, fontSize: 14 })}>
                  {[
                    store.name,
                    store.metro ? `м. ${store.metro}` : null,
                    store.isAroundTheClock ? 'круглосуточно' : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              {store.availability && (
                <span css={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatPrice(store.availability.basketPrice)}
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
      {!showAll && stores.length > shown.length && (
        <Button variant="link" onClick={() => setShowAll(true)} css={{ marginTop: 8 }}>
          Показать ещё {stores.length - shown.length}
        </Button>
      )}
    </fieldset>
  );
}
