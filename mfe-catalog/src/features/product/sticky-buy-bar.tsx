import { useEffect, useState, type RefObject } from 'react';
import type { ProductDetail } from '@apteka/contracts';
import { BottomBar, Button, Price } from '@apteka/ui';

/**
 * Once the buy box's «В корзину» has scrolled out of sight, the price and «В корзину» stay at the bottom of a phone's
 * window, above the bottom navigation (and above a first visit's question there), until the shopper scrolls back.
 */
export function StickyBuyBar({
  product,
  buyButtons,
  unavailable,
  onAdd,
}: {
  product: ProductDetail;
  /** the buy box's own «В корзину» and «В избранное» */
  buyButtons: RefObject<HTMLElement | null>;
  unavailable: boolean;
  onAdd: () => void;
}) {
  const [boxOutOfSight, setBoxOutOfSight] = useState(false);
  useEffect(() => {
    const element = buyButtons.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      // only once it went above the window: a box not reached yet is not "left behind"
      if (entry) setBoxOutOfSight(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [buyButtons]);

  if (!boxOutOfSight) return null;
  return (
    <BottomBar label="Купить" data-testid="sticky-buy-bar">
      <div css={{ flex: 1, minWidth: 0 }}>
        <Price price={product.price} discountPercent={product.discountPercent} />
      </div>
      <Button onClick={onAdd} disabled={unavailable} aria-label={`В корзину: ${product.name}`}>
        В корзину
      </Button>
    </BottomBar>
  );
}
