import type { Theme } from '@emotion/react';
import { useParams } from 'react-router-dom';
import { useLocationKey } from '@apteka/bus';
import { promotionPageTitle } from '@apteka/contracts';
import { useGetPromotionQuery } from '../../common/content-api';
import { Loaded, PageFrame } from '../../common/page-frame';
import { ProductTiles } from '../../common/product-tile';
import { RichText } from '../../common/rich-text';
import { Countdown } from './countdown';
import { promotionPath, promotionPeriod } from './promotion-card';

/** /stock/{promoSlug}/: the promotion's conditions, a countdown to its end and its goods priced for the region. */
export function PromotionPage() {
  const slug = useParams().slug ?? '';
  const query = useGetPromotionQuery({ ...useLocationKey(), slug });
  return (
    <Loaded query={query} loading="Загружаем акцию…">
      {(promotion) => (
        <PageFrame
          title={promotion.title}
          documentTitle={(storeName) => promotionPageTitle(promotion.title, storeName)}
          crumbs={[
            { name: 'Акции', href: '/stock' },
            { name: promotion.title, href: promotionPath(promotion.slug) },
          ]}
        >
          <img
            src={promotion.image}
            alt=""
            width={640}
            height={320}
            css={{ maxWidth: '100%', height: 'auto', borderRadius: 12, marginBottom: 16 }}
          />
          <p css={(theme: Theme) => ({ color: theme.colors.textMuted, margin: '0 0 8px' })}>
            {promotionPeriod(promotion)}
            {promotion.partner ? ` · партнёр: ${promotion.partner}` : ''}
          </p>
          {promotion.ended ? (
            <p role="status" css={{ fontSize: 18, fontWeight: 600 }}>
              Акция завершилась.
            </p>
          ) : (
            <Countdown ends={promotion.ends} />
          )}
          <RichText html={promotion.html} />
          {promotion.products.length > 0 && (
            <section aria-labelledby="promotion-products" css={{ marginTop: 32 }}>
              <h2 id="promotion-products" css={{ fontSize: 22 }}>
                Товары акции
              </h2>
              <ProductTiles products={promotion.products} source="promotion" />
            </section>
          )}
        </PageFrame>
      )}
    </Loaded>
  );
}
