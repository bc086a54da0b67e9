import type { Selection } from '@apteka/contracts';
import { pageCss } from '../categories/catalog-page';
import { Breadcrumbs } from '../common/breadcrumbs';
import { ProductListing } from './product-listing';

export const SELECTIONS: Record<Selection, { title: string; intro: string }> = {
  discounts: { title: 'Скидки', intro: 'Товары со специальной ценой в вашем регионе.' },
  aptechka: { title: 'Аптечка', intro: 'Всё для домашней аптечки без рецепта.' },
  'nash-vybor': { title: 'Наш выбор', intro: 'Товары, которые покупатели выбирают чаще всего.' },
  dermakosmetika: { title: 'Дерматокосметика', intro: 'Аптечная косметика для ухода за кожей.' },
  isg: { title: 'Средства гигиены', intro: 'Средства личной гигиены.' },
};

/** A selection (/catalog/discounts, /catalog/aptechka, ...): its own products, filtered and sorted like a listing. */
export function SelectionPage({ selection }: { selection: Selection }) {
  const { title, intro } = SELECTIONS[selection];
  return (
    <section css={pageCss}>
      <ProductListing
        key={selection}
        scope={{ selection }}
        source={`selection-${selection}`}
        header={() => (
          <>
            <Breadcrumbs items={[{ name: title, href: `/catalog/${selection}` }]} />
            <h1 css={{ fontSize: 28, margin: '0 0 8px' }}>{title}</h1>
            <p css={{ margin: '0 0 16px' }}>{intro}</p>
          </>
        )}
      />
    </section>
  );
}
