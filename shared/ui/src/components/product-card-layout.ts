import type { Theme } from '@emotion/react';
import type { ProductCard } from '@apteka/contracts';
import { media } from '../theme/media';

const phone = media.below('smallMobile');

/** The picture of a phone's card, beside the price and availability. */
export const PHONE_CARD_PICTURE = 56;
const NAME_LINES_ON_PHONE = 3;

/**
 * A list of product cards: as many a row as fit at `minWidth` or more each, one a row for a list; a phone shows two
 * cards a row either way, so the first window holds a row of goods with their prices and buttons.
 */
export const productCardGrid = (minWidth: number | 'one a row', gap = 12) =>
  ({
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap,
    gridTemplateColumns: minWidth === 'one a row' ? '1fr' : `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
    [phone]: { gap: 8, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }) as const;

/**
 * A phone's product card, wherever goods are shown (a listing, search results, the home page, an article, a
 * promotion): a small picture beside the price and availability, the name under them (three lines at most, the whole
 * of it in the card's name), the buttons at the foot, level across the row. Each part takes its place by its own
 * style of `phoneCardPart`; a part's wrapper that is not a place of its own takes `phoneCardPart.contents`.
 */
export const phoneCard = {
  [phone]: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: `${PHONE_CARD_PICTURE}px minmax(0, 1fr)`,
    gridTemplateRows: 'auto auto auto auto 1fr',
    gridTemplateAreas: '"picture price" "picture availability" "picture rx" "name name" "buy buy"',
    gap: '4px 8px',
    alignItems: 'start',
    padding: 8,
  },
} as const;

export const phoneCardPart = {
  picture: { [phone]: { gridArea: 'picture', width: PHONE_CARD_PICTURE, height: PHONE_CARD_PICTURE } },
  name: {
    [phone]: {
      gridArea: 'name',
      marginTop: 4,
      fontSize: 14,
      lineHeight: '18px',
      display: '-webkit-box',
      WebkitLineClamp: NAME_LINES_ON_PHONE,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
  },
  availability: { [phone]: { gridArea: 'availability', fontSize: 13, lineHeight: '16px' } },
  prescription: { [phone]: { gridArea: 'rx', fontSize: 13 } },
  /** the row of buttons, at the card's foot */
  buy: { [phone]: { gridArea: 'buy', alignSelf: 'end' } },
  buyButton: { [phone]: { padding: '0 8px', fontSize: 15 } },
  contents: { [phone]: { display: 'contents' } },
} as const;

/** A card's availability line: green while it is in stock, muted when it is not sold. */
export const availabilityColour = (status: ProductCard['availability']['status']) => (theme: Theme) =>
  status === 'not_available'
    ? theme.colors.textMuted
    : status === 'in_stock' || status === 'not_enough'
      ? theme.colors.success
      : theme.colors.text;
