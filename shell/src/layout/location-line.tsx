import { useState, type ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import type { DeliveryMode, Region } from '@apteka/contracts';
import { Dialog, focusRing, media, widthQuery } from '@apteka/ui';

/** Phones show the city and the way of receiving as one line; from the small-mobile breakpoint the header's first row does. */
export const onPhone = media.below('smallMobile');
export const PHONE_QUERY = widthQuery.below('smallMobile');
/** The line is one touch target high. */
export const LOCATION_LINE_HEIGHT = 44;

/**
 * The phone's one tappable line «Москва · В аптеке»: it opens the city and delivery choice (the same controls as
 * the wide header's first row) as a sheet.
 */
export function LocationLine({
  region,
  deliveryMode,
  onOpen,
  onChooseCity,
  children,
}: {
  region: Region | null;
  deliveryMode: DeliveryMode;
  /** the sheet opens: what its controls lead to may be made ready */
  onOpen?: () => void;
  onChooseCity: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const way = deliveryMode === 'courier' ? 'Доставка' : 'В аптеке';
  return (
    <div css={{ display: 'none', [onPhone]: { display: 'block' }, padding: '0 12px' }}>
      <button
        type="button"
        aria-haspopup="dialog"
        data-testid="location-line"
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 6,
          width: '100%',
          minHeight: LOCATION_LINE_HEIGHT,
          padding: '0 4px',
          background: 'none',
          border: 'none',
          font: 'inherit',
          fontSize: 15,
          color: theme.colors.text,
          textAlign: 'left',
          cursor: 'pointer',
          ...focusRing(theme),
        })}
      >
        <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            Город и способ получения:{' '}
          </span>
          {region?.name ?? 'Выберите город'} · {way}
        </span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M1 4l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {open && (
        <Dialog title="Город и способ получения" variant="sheet" onClose={() => setOpen(false)}>
          <div
            css={{ display: 'grid', gap: 16, justifyItems: 'start' }}
            onClickCapture={(event) => {
              // choosing the city opens its own list: the sheet steps aside first, and the list opens once it has
              if (!(event.target as HTMLElement).closest('[data-testid="region-button"]')) return;
              event.stopPropagation();
              setOpen(false);
              window.setTimeout(onChooseCity, 0);
            }}
          >
            {children}
          </div>
        </Dialog>
      )}
    </div>
  );
}
