import type { Theme } from '@emotion/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Store } from '@apteka/contracts';
import { focusRing } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { hoursOfDay, hoursText, telHref } from './opening-hours';
import { distanceText } from '../map/distance';

export const linkCss = (theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) });

/** One pharmacy in the list: name (to its page), address, metro, phone, and today's hours. */
export interface StoreCardProps {
  store: Store;
  today: number;
  /** metres from the shopper, when the browser shared a position */
  distance?: number | null;
  /** chosen on the map */
  highlighted?: boolean;
}

export function StoreCard({ store, today, distance = null, highlighted = false }: StoreCardProps) {
  const regionPath = useRegionPath();
  const hours = store.isAroundTheClock ? 'Круглосуточно' : hoursText(hoursOfDay(store, today));
  return (
    <li
      id={`store-${store.id}`}
      data-highlighted={highlighted || undefined}
      css={(theme: Theme) => ({
        padding: '16px 8px',
        borderBottom: `1px solid ${theme.colors.border}`,
        background: highlighted ? theme.colors.surface : undefined,
        borderLeft: highlighted ? `4px solid ${theme.colors.primary}` : '4px solid transparent',
      })}
    >
      <h2 css={{ fontSize: 18, margin: '0 0 4px' }}>
        <RouterLink to={regionPath(`/pharmacies/${store.id}`)} css={linkCss}>
          {store.name}
        </RouterLink>
      </h2>
      <p css={{ margin: '0 0 4px' }}>{store.address}</p>
      {store.metro && (
        <p css={(theme: Theme) => ({ margin: '0 0 4px', color: theme.colors.textMuted })}>м. {store.metro}</p>
      )}
      <p css={{ margin: '0 0 4px', display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
        {store.phone && (
          <a href={telHref(store.phone)} css={linkCss}>
            {store.phone}
          </a>
        )}
        <span>
          {store.isAroundTheClock ? (
            <strong css={(theme: Theme) => ({ color: theme.colors.success })}>{hours}</strong>
          ) : (
            <>
              Сегодня: <strong>{hours}</strong>
            </>
          )}
        </span>
        {store.hasOptics && <span>Есть оптика</span>}
        {distance !== null && <span>{distanceText(distance)} от вас</span>}
      </p>
    </li>
  );
}
