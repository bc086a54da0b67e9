import type { Theme } from '@emotion/react';
import { bus } from '@apteka/bus';
import { effectivePrice, productPath, type ProductCard } from '@apteka/contracts';
import { Button, formatPrice, Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { cardGrid } from './card-grid';

/** A product an article or a promotion names: picture, name, price in the region and «В корзину». */
export function ProductTile({ product, source }: { product: ProductCard; source: string }) {
  const regionPath = useRegionPath();
  const sold = product.price !== null && product.availability.status !== 'not_available';
  return (
    <li
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateRows: 'auto 1fr auto auto',
        gap: 8,
        padding: 12,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
      })}
    >
      <img
        src={product.image}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        css={{ objectFit: 'contain', justifySelf: 'center' }}
      />
      <Link
        href={regionPath(productPath(product.slug))}
        css={(theme: Theme) => ({ color: theme.colors.text, fontWeight: 600 })}
      >
        {product.name}
      </Link>
      <p css={{ margin: 0, fontSize: 20, fontWeight: 700 }}>
        {product.price ? formatPrice(effectivePrice(product.price)) : 'Нет в продаже'}
      </p>
      <Button
        disabled={!sold}
        onClick={() => bus.emit('basket/add-requested', { productId: product.id, quantity: 1, source })}
        aria-label={`В корзину: ${product.name}`}
      >
        В корзину
      </Button>
    </li>
  );
}

export function ProductTiles({ products, source }: { products: ProductCard[]; source: string }) {
  return (
    <ul css={cardGrid(180, 12)}>
      {products.map((product) => (
        <ProductTile key={product.id} product={product} source={source} />
      ))}
    </ul>
  );
}
