import type { Theme } from '@emotion/react';
import type { ProductCard } from '@apteka/contracts';
import { availabilityColour, phoneCardPart } from './product-card-layout';

/** A product card's availability line, in its colour and, on a phone, in its place in the card. */
export function Availability({ availability }: { availability: ProductCard['availability'] }) {
  return (
    <p
      css={[
        (theme: Theme) => ({ margin: 0, fontSize: 14, color: availabilityColour(availability.status)(theme) }),
        phoneCardPart.availability,
      ]}
    >
      {availability.text}
    </p>
  );
}
