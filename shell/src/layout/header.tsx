import { Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import type { Theme } from '@emotion/react';
import { bus } from '@apteka/bus';
import { deliveryAcross, pharmaciesIn, type DeliveryMode, type Region } from '@apteka/contracts';
import { Link, focusRing, plural, PLURALS, SMALL_MOBILE_QUERY, useMediaQuery, VisuallyHidden } from '@apteka/ui';
import { Logo } from './logo';
import { SkipLink } from './skip-link';
import { DeliverySwitch } from './delivery-switch';
import { RegionConfirm } from '../region/region-confirm';
import { SearchSlot } from './search-slot';
import { CatalogMenu } from './catalog-menu';
import { LOCATION_LINE_HEIGHT, LocationLine, onPhone, PHONE_QUERY } from './location-line';
import { useHeaderOnScroll } from './use-header-on-scroll';
import { shellApi } from '../store/shell-api';
import { LazyRegionPicker } from '../app/later-parts';

export interface HeaderProps {
  region: Region | null;
  deliveryMode: DeliveryMode;
  basketCount: number;
  favoritesCount: number | null;
  userName: string | null;
  regionError: string | null;
  onRegionSelect: (region: Region) => Promise<boolean>;
  onDeliveryChange: (mode: DeliveryMode) => void;
  /** why the last delivery switch failed (e.g. prescription goods go only to pickup) */
  deliveryError?: string | null;
  /** the first-visit question 'Ваш город — …?' */
  showRegionConfirm?: boolean;
  onRegionConfirm?: (region: Region) => void;
  onRegionConfirmDismiss?: () => void;
}

const counterLink = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '8px 10px',
  minHeight: 44,
  color: theme.colors.text,
  textDecoration: 'none',
  borderRadius: theme.radius,
  '&:hover': { background: theme.colors.surface },
  ...focusRing(theme),
});

function Badge({ value }: { value: number }) {
  return (
    <span
      css={(theme: Theme) => ({
        minWidth: 22,
        padding: '0 6px',
        borderRadius: 11,
        background: theme.colors.primary,
        color: theme.colors.onPrimary,
        fontSize: 14,
        lineHeight: '22px',
        textAlign: 'center',
      })}
    >
      {value}
    </span>
  );
}

interface LocationControlsProps {
  region: Region | null;
  deliveryMode: DeliveryMode;
  onDeliveryChange: (mode: DeliveryMode) => void;
  deliveryError: string | null;
  onOpenPicker: () => void;
  radioName: string;
}

/** The city, the way of receiving and the pharmacies link: the wide header's first row, the phone's sheet. */
function LocationControls({
  region,
  deliveryMode,
  onDeliveryChange,
  deliveryError,
  onOpenPicker,
  radioName,
}: LocationControlsProps) {
  return (
    <>
      <button
        type="button"
        onClick={onOpenPicker}
        aria-haspopup="dialog"
        data-testid="region-button"
        css={(theme: Theme) => ({
          background: 'none',
          border: 'none',
          font: 'inherit',
          color: theme.colors.text,
          cursor: 'pointer',
          minHeight: 40,
          padding: '4px 8px',
          textDecoration: 'underline dotted',
          // room for most city names, so the row does not move when 'Выберите город' becomes the city
          minWidth: '10.5em',
          textAlign: 'left',
          ...focusRing(theme),
        })}
      >
        <svg
          width="14"
          height="18"
          viewBox="0 0 14 18"
          aria-hidden="true"
          focusable="false"
          css={{ marginRight: 6, verticalAlign: '-3px' }}
        >
          <path
            d="M7 0a7 7 0 0 0-7 7c0 5 7 11 7 11s7-6 7-11a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 7 4.5a2.5 2.5 0 0 1 0 5z"
            fill="currentColor"
          />
        </svg>
        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          Ваш город:{' '}
        </span>
        {region?.name ?? 'Выберите город'}
      </button>
      <DeliverySwitch
        mode={deliveryMode}
        courierAvailable={region?.hasCourierDelivery ?? true}
        onChange={onDeliveryChange}
        name={radioName}
      />
      {region && (
        <span data-testid="delivery-caption" css={(theme: Theme) => ({ color: theme.colors.textMuted, fontSize: 14 })}>
          {deliveryMode === 'courier' ? deliveryAcross(region.skloneniya) : 'Самовывоз из аптеки'}
        </span>
      )}
      {deliveryError && (
        <p
          role="alert"
          css={(theme: Theme) => ({ margin: 0, color: theme.colors.danger, fontSize: 14, flexBasis: '100%' })}
        >
          {deliveryError}
        </p>
      )}
      <Link href="/pharmacies" css={counterLink}>
        {region ? pharmaciesIn(region.skloneniya) : 'Аптеки'}
      </Link>
    </>
  );
}

/**
 * The city list, a sheet on a small phone. It reads the screen's width only while it is open: the header is drawn by
 * the server for the width it guesses from the user agent, and were it to read the width itself, every screen guessed
 * wrong would have it drawn again whole right after its hydration.
 */
function RegionPickerSlot(props: Omit<ComponentProps<typeof LazyRegionPicker>, 'sheet'>) {
  const sheet = useMediaQuery(SMALL_MOBILE_QUERY);
  return <LazyRegionPicker {...props} sheet={sheet} />;
}

export function Header(props: HeaderProps) {
  const { region, deliveryMode, basketCount, favoritesCount, userName, regionError, onRegionSelect, onDeliveryChange } =
    props;
  const { deliveryError = null, showRegionConfirm = false, onRegionConfirm, onRegionConfirmDismiss } = props;
  const [pickerOpen, setPickerOpen] = useState(false);
  const prefetchRegions = shellApi.usePrefetch('regions');
  const headerRef = useRef<HTMLElement>(null);
  const tucked = useHeaderOnScroll(headerRef, PHONE_QUERY, LOCATION_LINE_HEIGHT);

  // Remotes ask for the city list through the bus ('Сменить город' on the pharmacies page).
  useEffect(() => {
    const subscription = bus.on('shell/open-region-picker').subscribe(() => setPickerOpen(true));
    return () => subscription.unsubscribe();
  }, []);

  const locationProps = {
    region,
    deliveryMode,
    onDeliveryChange,
    deliveryError,
    onOpenPicker: () => setPickerOpen(true),
  };

  const select = async (next: Region) => {
    if (next.disabled) return;
    if (await onRegionSelect(next)) setPickerOpen(false);
  };

  return (
    <header
      ref={headerRef}
      data-tucked={tucked || undefined}
      css={(theme: Theme) => ({
        borderBottom: `1px solid ${theme.colors.border}`,
        background: theme.colors.background,
        // a phone keeps the search and the basket at hand: the header sticks, its location line tucks away
        [onPhone]: {
          position: 'sticky',
          top: tucked ? -LOCATION_LINE_HEIGHT : 0,
          zIndex: 25,
          transition: 'top 0.2s ease-out',
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        },
      })}
    >
      <SkipLink />
      {showRegionConfirm && (
        <div css={{ maxWidth: 1280, margin: '0 auto', padding: '8px 16px 0', [onPhone]: { padding: 0 } }}>
          <RegionConfirm
            currentRegion={region}
            onConfirm={(confirmed) => onRegionConfirm?.(confirmed)}
            onChooseAnother={() => {
              onRegionConfirmDismiss?.();
              setPickerOpen(true);
            }}
          />
        </div>
      )}
      <div
        css={{
          maxWidth: 1280,
          margin: '0 auto',
          padding: '8px 16px',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 12,
          fontSize: 15,
          [onPhone]: { display: 'none' },
        }}
      >
        <LocationControls {...locationProps} radioName="delivery-mode" />
      </div>
      {/* the phone's city list is a tap away once the sheet is open: its cities are asked for meanwhile */}
      <LocationLine
        region={region}
        deliveryMode={deliveryMode}
        onOpen={() => prefetchRegions()}
        onChooseCity={() => setPickerOpen(true)}
      >
        <LocationControls {...locationProps} radioName="delivery-mode-sheet" />
      </LocationLine>
      <div
        css={{
          position: 'relative',
          maxWidth: 1280,
          margin: '0 auto',
          padding: '8px 16px 12px',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 12,
          [onPhone]: { flexWrap: 'nowrap', gap: 8, padding: '0 12px 4px' },
        }}
      >
        <Logo />
        <div css={{ [onPhone]: { display: 'none' } }}>
          <CatalogMenu />
        </div>
        <SearchSlot />
        <nav aria-label="Личное" css={{ display: 'flex', gap: 4 }}>
          {/* on phones the bottom navigation carries the account and favourites */}
          <Link href="/lk" css={[counterLink, { [onPhone]: { display: 'none' } }]}>
            {userName ?? 'Войти'}
          </Link>
          {/* the names are the visible words and numbers ("Корзина 3 товара"): a name must contain its label */}
          <Link href="/lk/favorites" css={[counterLink, { [onPhone]: { display: 'none' } }]}>
            Избранное
            {favoritesCount !== null && favoritesCount > 0 && (
              <>
                {' '}
                <Badge value={favoritesCount} />
                <VisuallyHidden> {plural(favoritesCount, PLURALS.product)}</VisuallyHidden>
              </>
            )}
          </Link>
          <Link href="/basket/" css={counterLink} data-testid="basket-link">
            Корзина{' '}
            <span data-testid="basket-count">
              <Badge value={basketCount} />
            </span>
            <VisuallyHidden> {plural(basketCount, PLURALS.product)}</VisuallyHidden>
          </Link>
        </nav>
      </div>
      {/* the city list's code may still be on its way at the first tap: the header stays as it is meanwhile */}
      {pickerOpen && (
        <Suspense fallback={null}>
          <RegionPickerSlot
            currentRegionId={region?.id ?? null}
            onSelect={select}
            onClose={() => setPickerOpen(false)}
            error={regionError}
          />
        </Suspense>
      )}
    </header>
  );
}
