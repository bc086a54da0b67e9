import type { Theme } from '@emotion/react';
import { bus, useLocationKey } from '@apteka/bus';
import { effectivePrice, plural, productPath, type BoughtProduct } from '@apteka/contracts';
import { Button, formatPrice, Link, media } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { QueryView } from '../../common/query-view';
import { textLink } from '../../common/form-styles';
import { formatDate } from '@apteka/ui';
import { useGetGoodsBoughtQuery } from '../orders/orders-api';

const TIMES = ['раз', 'раза', 'раз'] as const;

function BoughtRow({ product }: { product: BoughtProduct }) {
  const regionPath = useRegionPath();
  return (
    <li
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: '64px 1fr',
        gap: 12,
        alignItems: 'center',
        padding: '12px 0',
        borderBottom: `1px solid ${theme.colors.border}`,
        [media.from('smallMobile')]: { gridTemplateColumns: '64px 1fr auto' },
      })}
    >
      <img src={product.image} alt="" width={64} height={64} loading="lazy" css={{ objectFit: 'contain' }} />
      <div>
        <Link
          href={regionPath(productPath(product.slug))}
          css={(theme: Theme) => ({ ...textLink(theme), fontWeight: 600 })}
        >
          {product.name}
        </Link>
        <p css={(theme: Theme) => ({ margin: '4px 0 0', color: theme.colors.textMuted, fontSize: 14 })}>
          Покупали {product.timesBought} {plural(product.timesBought, TIMES)}, последний —{' '}
          {formatDate(product.lastBoughtAt)}
          {product.price ? ` · сейчас ${formatPrice(effectivePrice(product.price))}` : ' · сейчас нет в продаже'}
        </p>
      </div>
      {product.price && (
        <Button
          onClick={() =>
            bus.emit('basket/add-requested', { productId: product.productId, quantity: 1, source: 'purchase-history' })
          }
          aria-label={`В корзину: ${product.name}`}
        >
          В корзину
        </Button>
      )}
    </li>
  );
}

/** /lk/istoriya-pokupok: the goods the shopper has bought, most recent first, to buy again in one tap. */
export function PurchaseHistory() {
  const query = useGetGoodsBoughtQuery(useLocationKey());
  return (
    <QueryView query={query} loading="Загружаем историю покупок…">
      {({ items }) =>
        items.length === 0 ? (
          <p>Здесь появятся товары из полученных заказов.</p>
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((product) => (
              <BoughtRow key={product.productId} product={product} />
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}
