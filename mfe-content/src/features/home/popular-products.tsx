import { useLocationKey } from '@apteka/bus';
import { media } from '@apteka/ui';
import { useGetPopularProductsQuery } from '../../api';
import { ProductTiles } from '../../common/product-tile';

/**
 * «Популярные товары»: the goods shoppers open most, with their price in the region and «В корзину». An extra of the
 * page: while they are asked for or when they fail, the page goes without them.
 */
export function PopularProducts() {
  const { data } = useGetPopularProductsQuery(useLocationKey());
  if (!data || data.items.length === 0) return null;
  return (
    <section
      aria-labelledby="popular-products-title"
      css={{
        marginTop: 32,
        // a phone shows the goods first: a slide's picture alone is most of its first window
        [media.below('smallMobile')]: { order: -1, margin: '0 0 24px' },
      }}
    >
      <h2
        id="popular-products-title"
        css={{ fontSize: 24, margin: '0 0 16px', [media.below('smallMobile')]: { fontSize: 20, margin: '0 0 8px' } }}
      >
        Популярные товары
      </h2>
      <ProductTiles products={data.items} source="home" />
    </section>
  );
}
