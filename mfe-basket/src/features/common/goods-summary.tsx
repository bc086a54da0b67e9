import { lineTotal, type Price } from '@apteka/contracts';
import { formatPrice } from '@apteka/ui';

export interface GoodsSummaryLine {
  productId: number;
  name: string;
  quantity: number;
  /** null: the product is not sold in the visitor's region */
  price: Pick<Price, 'base' | 'special'> | null;
}

/** A plain list of goods with quantities and line sums: what an order or a shared basket holds. */
export function GoodsSummary({ items }: { items: readonly GoodsSummaryLine[] }) {
  return (
    <ul css={{ listStyle: 'none', padding: 0 }}>
      {items.map((item) => (
        <li key={item.productId} css={{ display: 'flex', justifyContent: 'space-between', gap: 16, padding: '8px 0' }}>
          <span>
            {item.name} — {item.quantity} шт.
          </span>
          <strong>
            {item.price ? formatPrice(lineTotal(item.price, item.quantity)) : 'Нет в продаже в вашем регионе'}
          </strong>
        </li>
      ))}
    </ul>
  );
}
