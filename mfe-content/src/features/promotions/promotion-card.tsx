import type { Theme } from '@emotion/react';
import type { PromotionCard as Card } from '@apteka/contracts';
import { formatDate, Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';

export const promotionPath = (slug: string) => `/stock/${slug}/`;

/** «с 1 ноября по 31 декабря 2026 г.» */
export const promotionPeriod = (promotion: Pick<Card, 'starts' | 'ends'>) =>
  `с ${formatDate(promotion.starts).replace(/ \d{4} г\.$/, '')} по ${formatDate(promotion.ends)}`;

/** A promotion in a list: picture, title, period, where it runs. */
export function PromotionCard({ promotion }: { promotion: Card }) {
  const regionPath = useRegionPath();
  return (
    <li
      css={(theme: Theme) => ({
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      })}
    >
      <img
        src={promotion.image}
        alt=""
        width={640}
        height={320}
        loading="lazy"
        css={{ width: '100%', height: 'auto' }}
      />
      <div css={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <h2 css={{ fontSize: 20, margin: 0 }}>
          <Link href={regionPath(promotionPath(promotion.slug))} css={(theme: Theme) => ({ color: theme.colors.text })}>
            {promotion.title}
          </Link>
        </h2>
        <p css={{ margin: 0 }}>{promotion.summary}</p>
        <p css={(theme: Theme) => ({ margin: 0, fontSize: 14, color: theme.colors.textMuted })}>
          {promotionPeriod(promotion)}
          {promotion.regionWide ? ' · во всех городах' : ' · только в вашем городе'}
        </p>
      </div>
    </li>
  );
}
