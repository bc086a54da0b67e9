import type { Theme } from '@emotion/react';
import { useLocationKey } from '@apteka/bus';
import { focusRing, Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { useGetPromotionsQuery, type PromotionScope } from '../../common/content-api';
import { Loaded, PageFrame } from '../../common/page-frame';
import { cardGrid } from '../../common/card-grid';
import { PromotionCard } from './promotion-card';

const SCOPES: Array<{ scope: PromotionScope; path: string; title: string }> = [
  { scope: 'all', path: '/stock/all-stock', title: 'Все акции' },
  { scope: 'special', path: '/stock/special', title: 'Специальные предложения' },
  { scope: 'partners', path: '/stock/partners', title: 'Акции партнёров' },
  { scope: 'lenses', path: '/stock/lenses', title: 'Акции на линзы' },
];

/** /stock, /stock/all-stock, /stock/special, /stock/partners, /stock/lenses: promotions running in the region. */
export function PromotionsPage({ scope }: { scope: PromotionScope }) {
  const regionPath = useRegionPath();
  const query = useGetPromotionsQuery({ ...useLocationKey(), scope });
  const current = SCOPES.find((entry) => entry.scope === scope)!;
  return (
    <PageFrame
      title={scope === 'all' ? 'Акции' : current.title}
      crumbs={[
        { name: 'Акции', href: '/stock' },
        ...(scope === 'all' ? [] : [{ name: current.title, href: current.path }]),
      ]}
    >
      <nav aria-label="Виды акций" css={{ marginBottom: 20 }}>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {SCOPES.map((entry) => (
            <li key={entry.scope}>
              <Link
                href={regionPath(entry.path)}
                aria-current={entry.scope === scope ? 'page' : undefined}
                css={(theme: Theme) => ({
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 40,
                  padding: '0 14px',
                  borderRadius: 20,
                  border: `1px solid ${theme.colors.primary}`,
                  background: entry.scope === scope ? theme.colors.primary : 'transparent',
                  color: entry.scope === scope ? theme.colors.onPrimary : theme.colors.primary,
                  textDecoration: 'none',
                  ...focusRing(theme),
                })}
              >
                {entry.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {scope === 'lenses' && (
        <p>
          <Link href={regionPath('/stock/lenses/guarantee')} css={(theme: Theme) => ({ color: theme.colors.primary })}>
            Гарантия на контактные линзы
          </Link>
        </p>
      )}
      <Loaded query={query} loading="Загружаем акции…">
        {({ items }) =>
          items.length === 0 ? (
            <p>Сейчас в вашем городе таких акций нет. Загляните в другие разделы акций.</p>
          ) : (
            <ul css={cardGrid(280)}>
              {items.map((promotion) => (
                <PromotionCard key={promotion.slug} promotion={promotion} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </PageFrame>
  );
}
