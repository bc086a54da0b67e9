import type { Theme } from '@emotion/react';
import { focusRing } from '@apteka/ui';

export interface RouteTarget {
  lat: number;
  lon: number;
}

/** The three map services (Yandex, Google, 2GIS), each with its label, icon and route-building URL. */
export const MAP_SERVICES = [
  {
    id: 'yandex',
    label: 'Яндекс Карты',
    color: '#fc3f1d',
    letter: 'Я',
    href: ({ lat, lon }: RouteTarget) => `https://yandex.ru/maps/?rtext=~${lat},${lon}&rtt=auto`,
  },
  {
    id: 'google',
    label: 'Google Карты',
    color: '#1a73e8',
    letter: 'G',
    href: ({ lat, lon }: RouteTarget) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lon}`,
  },
  {
    id: '2gis',
    label: '2ГИС',
    color: '#19aa1e',
    letter: '2',
    href: ({ lat, lon }: RouteTarget) => `https://2gis.ru/routeSearch/rsType/car/to/${lon},${lat}`,
  },
] as const;

/** 'Построить маршрут' in each map service, opening in a new tab. */
export function RouteLinks({ target }: { target: RouteTarget }) {
  return (
    <ul
      aria-label="Построить маршрут"
      css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}
    >
      {MAP_SERVICES.map((service) => (
        <li key={service.id}>
          <a
            href={service.href(target)}
            target="_blank"
            rel="noopener noreferrer"
            css={(theme: Theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              gap: 8,
              minHeight: 44,
              padding: '6px 12px',
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radius,
              color: theme.colors.text,
              textDecoration: 'none',
              ...focusRing(theme),
            })}
          >
            <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="11" fill={service.color} />
              <text
                x="11"
                y="15.5"
                textAnchor="middle"
                fontSize="13"
                fontWeight="700"
                fill="#fff"
                fontFamily="sans-serif"
              >
                {service.letter}
              </text>
            </svg>
            {service.label}
            <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {' '}
              (откроется в новой вкладке)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
