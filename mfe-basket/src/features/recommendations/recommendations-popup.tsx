import { useId, useState } from 'react';
import type { Theme } from '@emotion/react';
import { effectivePrice, type ProductCard } from '@apteka/contracts';
import { Button, Dialog, focusRing, formatPrice, Link } from '@apteka/ui';
import { MAX_RECOMMENDATIONS } from './max-recommendations';

export const POPUP_TITLE = 'Товар добавлен в корзину';

type AddState = 'adding' | 'added' | 'failed';

export interface RecommendationsPopupProps {
  items: ProductCard[];
  basketHref: string;
  /** adds one unit; resolves false when the server refused */
  onAdd: (productId: number) => Promise<boolean>;
  onClose: () => void;
}

/** Shown after a product was added: what else people take with it, each one click away, and the way to the basket. */
export function RecommendationsPopup({ items, basketHref, onAdd, onClose }: RecommendationsPopupProps) {
  const id = useId();
  const [states, setStates] = useState<Record<number, AddState>>({});
  const add = async (productId: number) => {
    setStates((s) => ({ ...s, [productId]: 'adding' }));
    const ok = await onAdd(productId);
    setStates((s) => ({ ...s, [productId]: ok ? 'added' : 'failed' }));
  };

  return (
    <Dialog title={POPUP_TITLE} onClose={onClose}>
      <h3 id={`${id}-heading`} css={{ margin: '0 0 8px', fontSize: 18 }}>
        Вам может пригодиться
      </h3>
      <ul
        aria-labelledby={`${id}-heading`}
        css={{ listStyle: 'none', margin: '0 0 16px', padding: 0, display: 'grid', gap: 12 }}
      >
        {items.slice(0, MAX_RECOMMENDATIONS).map((item) => {
          const state = states[item.id];
          const price = item.price && effectivePrice(item.price);
          return (
            <li
              key={item.id}
              css={{ display: 'grid', gridTemplateColumns: '56px 1fr auto', gap: 12, alignItems: 'center' }}
            >
              <img src={item.image} alt="" width={56} height={56} css={{ objectFit: 'contain' }} />
              <div>
                <span id={`${id}-${item.id}`} css={{ display: 'block', fontWeight: 600 }}>
                  {item.name}
                </span>
                {price !== null && <span>{formatPrice(price)}</span>}
                {state === 'failed' && (
                  <span role="alert" css={(theme: Theme) => ({ display: 'block', color: theme.colors.danger })}>
                    Не удалось добавить. Попробуйте ещё раз.
                  </span>
                )}
              </div>
              {state === 'added' ? (
                <span role="status">В корзине</span>
              ) : (
                <Button
                  aria-describedby={`${id}-${item.id}`}
                  disabled={state === 'adding'}
                  onClick={() => void add(item.id)}
                >
                  В корзину
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Link
        href={basketHref}
        onClick={onClose}
        css={(theme: Theme) => ({ color: theme.colors.primary, fontWeight: 700, ...focusRing(theme) })}
      >
        Перейти в корзину
      </Link>
    </Dialog>
  );
}
