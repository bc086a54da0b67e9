import type { Theme } from '@emotion/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Store } from '@apteka/contracts';
import { focusRing } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { hoursOfDay, hoursText, telHref } from './opening-hours';

export const linkCss = (theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) });

/** One pharmacy in the list: name (to its page), address, metro, phone, and today's hours. */
export function StoreCard({ store, today }: { store: Store; today: number }) {
  const regionPath = useRegionPath();
  const hours = store.isAroundTheClock ? 'Круглосуточно' : hoursText(hoursOfDay(store, today));
  return (
    <li css={(theme: Theme) => ({ padding: '16px 0', borderBottom: `1px solid ${theme.colors.border}` })}>
      <h2 css={{ fontSize: 18, margin: '0 0 4px' }}>
        <RouterLink to={regionPath(`/pharmacies/${store.id}`)} css={linkCss}>
          {store.name}
        </RouterLink>
      </h2>
      <p css={{ margin: '0 0 4px' }}>{store.address}</p>
      {store.metro && <p css={(theme: Theme) => ({ margin: '0 0 4px', color: theme.colors.textMuted })}>м. {store.metro}</p>}
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
      </p>
    </li>
  );
}
