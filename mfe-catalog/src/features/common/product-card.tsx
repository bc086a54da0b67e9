import type { Theme } from '@emotion/react';
import { Link as RouterLink } from 'react-router-dom';
import { useProductCardAnalytics } from '@apteka/analytics';
import type { ProductCard as Card } from '@apteka/contracts';
import { Availability, Button, focusRing, media, phoneCard, phoneCardPart, Price, productCardGrid } from '@apteka/ui';
import { useFavoriteIds } from './card-actions';
import { CardList, useCardSupport } from './card-list';

const phone = media.below('smallMobile');

/** The list cards stand in: tiles fill the row at 200 px or more each, a list is one card per row (a phone: two). */
export const cardGrid = (view: 'tile' | 'list') => productCardGrid(view === 'list' ? 'one a row' : 200);

export interface ProductCardProps {
  product: Card;
  view?: 'tile' | 'list';
  source: string;
  /** whether the signed-in shopper keeps it as a favorite (the list checks all its cards at once) */
  isFavorite?: boolean;
  /** its place in the list, from 0, for analytics */
  position?: number;
  /** never in a page's first screen (a listing's later cards): not laid out until the shopper scrolls near it */
  belowFirstScreen?: boolean;
}

/**
 * One product in a listing or a carousel: image, name, price, availability, basket and favorite buttons. Drawn
 * inside a `CardList`, which finds what its buttons and link need once for all the list's cards.
 */
export function ProductCard({
  product,
  view = 'tile',
  source,
  isFavorite = false,
  position,
  belowFirstScreen = false,
}: ProductCardProps) {
  const analytics = useProductCardAnalytics(product, source, position);
  const { productHref, askForProduct, addToBasket, toggleFavorite } = useCardSupport();
  const unavailable = product.availability.status === 'not_available' || product.price === null;
  const list = view === 'list';
  return (
    <article
      ref={analytics.ref}
      aria-label={product.name}
      data-testid="product-card"
      css={[
        (theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: list ? '120px 1fr auto' : '1fr',
          gap: 12,
          alignItems: list ? 'center' : 'start',
          padding: 12,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          background: theme.colors.background,
          height: '100%',
          boxSizing: 'border-box',
          // the page's start spends its time on what is in view; the size such a card keeps meanwhile is its last one
          ...(belowFirstScreen
            ? { contentVisibility: 'auto', containIntrinsicSize: list ? 'auto 146px' : 'auto 406px' }
            : {}),
        }),
        // on a phone its parts below take their places in the card's own grid
        phoneCard,
        belowFirstScreen && { [phone]: { containIntrinsicSize: 'auto 200px' } },
      ]}
    >
      <img
        src={product.image}
        alt=""
        width={list ? 120 : 160}
        height={list ? 120 : 160}
        loading="lazy"
        css={[{ objectFit: 'contain', justifySelf: 'center', maxWidth: '100%' }, phoneCardPart.picture]}
      />
      <div css={[{ display: 'flex', flexDirection: 'column', gap: 6 }, phoneCardPart.contents]}>
        <h3 css={[{ fontSize: 16, margin: 0, fontWeight: 500 }, phoneCardPart.name]}>
          <RouterLink
            to={productHref(product.slug)}
            // the product's data is asked for at the touch, which the shell announces before the click
            // (askProductOnTouch); a click without a touch (a key) asks here; asked twice, the cache answers the second
            onClick={() => {
              askForProduct(product.slug);
              analytics.onClick();
            }}
            css={(theme: Theme) => ({ color: theme.colors.text, ...focusRing(theme) })}
          >
            {product.name}
          </RouterLink>
        </h3>
        {list && (
          <p
            css={(theme: Theme) => ({
              margin: 0,
              fontSize: 14,
              color: theme.colors.textMuted,
              [phone]: { display: 'none' },
            })}
          >
            {product.manufacturer}, {product.country}
          </p>
        )}
        {product.isPrescription && (
          <p css={[{ margin: 0, fontSize: 14, fontWeight: 600 }, phoneCardPart.prescription]}>По рецепту</p>
        )}
        <Availability availability={product.availability} />
        <Price price={product.price} discountPercent={product.discountPercent} inCard />
      </div>
      <div css={[{ display: 'flex', gap: 8, alignItems: 'center' }, phoneCardPart.buy]}>
        <Button
          onClick={() => addToBasket(product.id, source)}
          disabled={unavailable}
          aria-label={`В корзину: ${product.name}`}
          css={[{ flex: 1 }, phoneCardPart.buyButton]}
        >
          В корзину
        </Button>
        <Button
          variant="secondary"
          onClick={() => toggleFavorite(product.id, isFavorite)}
          aria-label={`В избранное: ${product.name}`}
          aria-pressed={isFavorite}
          css={{ padding: '10px 12px', [phone]: { flex: 'none', width: 44, padding: 0 } }}
        >
          <span aria-hidden="true">{isFavorite ? '♥' : '♡'}</span>
        </Button>
      </div>
    </article>
  );
}

/** A titled row of cards (analogues, recommendations, recently viewed...); nothing when it is empty. */
export function CardShelf({ title, items, source }: { title: string; items: Card[] | undefined; source: string }) {
  const favorites = useFavoriteIds(items ?? []);
  if (!items || items.length === 0) return null;
  return (
    <section aria-label={title} css={{ margin: '32px 0' }}>
      <h2 css={{ fontSize: 22, margin: '0 0 12px' }}>{title}</h2>
      <ul css={cardGrid('tile')}>
        <CardList>
          {items.map((item, position) => (
            <li key={item.id}>
              <ProductCard product={item} source={source} isFavorite={favorites.has(item.id)} position={position} />
            </li>
          ))}
        </CardList>
      </ul>
    </section>
  );
}
