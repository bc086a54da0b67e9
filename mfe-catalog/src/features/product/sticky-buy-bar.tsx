import { useEffect, useState, type RefObject } from 'react';
import type { Theme } from '@emotion/react';
import { aboveBottomNav, type ProductDetail } from '@apteka/contracts';
import { Button } from '@apteka/ui';
import { Price } from '../common/price';

/** The bar shows on phones and tablets only; the wide page keeps its buy box beside the pictures. */
const phoneAndTablet = { display: 'flex', '@media (min-width: 1024px)': { display: 'none' } } as const;

/**
 * Once the buy box has scrolled out of sight, the price and «В корзину» stay at the bottom of a phone's window,
 * above the bottom navigation, until the shopper scrolls back to it.
 */
export function StickyBuyBar({
  product,
  buyBox,
  unavailable,
  onAdd,
}: {
  product: ProductDetail;
  buyBox: RefObject<HTMLElement | null>;
  unavailable: boolean;
  onAdd: () => void;
}) {
  const [boxOutOfSight, setBoxOutOfSight] = useState(false);
  useEffect(() => {
    const element = buyBox.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      // only once it went above the window: a box not reached yet is not "left behind"
      if (entry) setBoxOutOfSight(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [buyBox]);

  if (!boxOutOfSight) return null;
  return (
    <div
      role="region"
      aria-label="Купить"
      data-testid="sticky-buy-bar"
      css={(theme: Theme) => ({
        ...phoneAndTablet,
        position: 'fixed',
        insetInline: 0,
        bottom: aboveBottomNav,
        zIndex: 20,
        alignItems: 'center',
        gap: 12,
        padding: '8px 16px',
        background: theme.colors.background,
        borderTop: `1px solid ${theme.colors.border}`,
        boxShadow: '0 -2px 12px rgba(0, 0, 0, 0.12)',
      })}
    >
      <div css={{ flex: 1, minWidth: 0 }}>
        <Price price={product.price} discountPercent={product.discountPercent} />
      </div>
      <Button onClick={onAdd} disabled={unavailable} aria-label={`В корзину: ${product.name}`}>
        В корзину
      </Button>
    </div>
  );
}
