import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Theme } from '@emotion/react';
import { bus, useLocationKey } from '@apteka/bus';
import { effectivePrice, productPath, type ProductCard } from '@apteka/contracts';
import { errorText } from '@apteka/api-client';
import { Button, ErrorNotice, focusRing, formatPrice, Link, Spinner } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { useGetFavoriteProductsQuery, useSetFavoriteProductMutation } from '../../api';
import { FAVORITE_SORTS, sortFavorites, sortFrom } from './favorite-sorts';

function FavoriteRow({ product, onRemove, busy }: { product: ProductCard; onRemove: () => void; busy: boolean }) {
  const regionPath = useRegionPath();
  const price = product.price ? formatPrice(effectivePrice(product.price)) : null;
  return (
    <li
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: '64px 1fr auto',
        gap: 12,
        alignItems: 'center',
        padding: 12,
        borderBottom: `1px solid ${theme.colors.border}`,
      })}
    >
      <img src={product.image} alt="" width={64} height={64} loading="lazy" css={{ objectFit: 'contain' }} />
      <div>
        <Link
          href={regionPath(productPath(product.slug))}
          css={(theme: Theme) => ({ color: theme.colors.text, fontWeight: 600, ...focusRing(theme) })}
        >
          {product.name}
        </Link>
        <p css={(theme: Theme) => ({ margin: '4px 0 0', color: theme.colors.textMuted, fontSize: 14 })}>
          {price ? `${price} · ` : ''}
          {product.availability.text}
        </p>
      </div>
      <Button
        variant="secondary"
        onClick={onRemove}
        disabled={busy}
        aria-label={`Убрать из избранного: ${product.name}`}
      >
        Убрать
      </Button>
    </li>
  );
}

/** /lk/favorites: the shopper's favorite products in the chosen order, each with a way to remove it. */
export function FavoriteProducts() {
  const { data, error, isLoading, refetch } = useGetFavoriteProductsQuery(useLocationKey());
  const [setFavorite, { isLoading: removing }] = useSetFavoriteProductMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const sort = sortFrom(params.get('sort'));

  const remove = async (productId: number) => {
    setFailure(null);
    try {
      const result = await setFavorite({ productId, isFavorite: false }).unwrap();
      bus.emit('favorites/changed', { count: result.favoritesCount });
    } catch (problem) {
      setFailure(errorText(problem));
    }
  };

  if (isLoading) return <Spinner label="Загружаем избранное…" />;
  if (error) return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  if (!data || data.items.length === 0) {
    return (
      <p>
        В избранном пока нет товаров. Отмечайте их сердечком в{' '}
        <Link href="/catalog" css={(theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) })}>
          каталоге
        </Link>
        .
      </p>
    );
  }
  return (
    <>
      {failure && <p role="alert">{failure}</p>}
      <label css={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBottom: 12 }}>
        Сортировка
        <select
          value={sort}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            next.set('sort', event.target.value);
            setParams(next, { replace: true });
          }}
          css={(theme: Theme) => ({ font: 'inherit', minHeight: 44, padding: '0 8px', ...focusRing(theme) })}
        >
          {FAVORITE_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <ul aria-label="Избранные товары" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sortFavorites(data.items, sort).map((product) => (
          <FavoriteRow key={product.id} product={product} busy={removing} onRemove={() => void remove(product.id)} />
        ))}
      </ul>
    </>
  );
}
