import type { Theme } from '@emotion/react';
import { useProductCardAnalytics } from '@apteka/analytics';
import { bus } from '@apteka/bus';
import { productPath, type ProductCard } from '@apteka/contracts';
import { Availability, Button, Link, phoneCard, phoneCardPart, Price, productCardGrid } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';

/**
 * A product a page of the content names (the home page's popular goods, an article's, a promotion's): picture,
 * name, price in the region, availability and «В корзину»; on a phone the catalogue's phone card. Its impression
 * and click reach analytics as the catalogue's cards' do, in the list named by `source` (where it was shown).
 */
export function ProductTile({
  product,
  source,
  position,
}: {
  product: ProductCard;
  source: string;
  /** its place in the list, from 0, for analytics */
  position?: number;
}) {
  const regionPath = useRegionPath();
  const analytics = useProductCardAnalytics(product, source, position);
  const sold = product.price !== null && product.availability.status !== 'not_available';
  return (
    <article
      ref={analytics.ref}
      aria-label={product.name}
      data-testid="product-card"
      css={[
        (theme: Theme) => ({
          display: 'grid',
          gridTemplateRows: 'auto 1fr auto auto auto',
          gap: 8,
          padding: 12,
          height: '100%',
          boxSizing: 'border-box',
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
        }),
        phoneCard,
      ]}
    >
      <img
        src={product.image}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        css={[{ objectFit: 'contain', justifySelf: 'center', maxWidth: '100%' }, phoneCardPart.picture]}
      />
      <h3 css={[{ margin: 0, fontSize: 16 }, phoneCardPart.name]}>
        <Link
          href={regionPath(productPath(product.slug))}
          onClick={analytics.onClick}
          css={(theme: Theme) => ({ color: theme.colors.text, fontWeight: 600 })}
        >
          {product.name}
        </Link>
      </h3>
      <Price price={product.price} discountPercent={product.discountPercent} inCard />
      <Availability availability={product.availability} />
      <div css={phoneCardPart.buy}>
        <Button
          disabled={!sold}
          onClick={() => bus.emit('basket/add-requested', { productId: product.id, quantity: 1, source })}
          aria-label={`В корзину: ${product.name}`}
          css={[{ width: '100%' }, phoneCardPart.buyButton]}
        >
          В корзину
        </Button>
      </div>
    </article>
  );
}

/** The products as a grid of tiles: as many a row as fit, two a row on a phone. */
export function ProductTiles({ products, source }: { products: ProductCard[]; source: string }) {
  return (
    <ul css={productCardGrid(180)}>
      {products.map((product, position) => (
        <li key={product.id}>
          <ProductTile product={product} source={source} position={position} />
        </li>
      ))}
    </ul>
  );
}
