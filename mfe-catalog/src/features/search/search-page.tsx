import type { Theme } from '@emotion/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductList } from '@apteka/contracts';
import { focusRing, media } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { useGetPopularQuery } from '../../api';
import { pageCss, phoneHeading } from '../categories/catalog-page';
import { CardShelf } from '../common/product-card';
import { useLocationKey } from '@apteka/bus';
import { ProductListing, useListingState } from '../listing/product-listing';
import { SearchForm } from './search-form';
import { useSearchedAgain } from './searched-again';

const link = (theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) });

function PopularProducts() {
  const { data } = useGetPopularQuery(useLocationKey());
  return <CardShelf title="Популярные товары" items={data?.items} source="search-empty" />;
}

function NothingFound({ q, data }: { q: string; data: ProductList }) {
  const regionPath = useRegionPath();
  return (
    <div>
      <p css={{ fontSize: 18 }}>По запросу «{q}» ничего не найдено.</p>
      {data.correctedQuery && (
        <p>
          Возможно, вы искали{' '}
          <RouterLink to={regionPath(`/search?q=${encodeURIComponent(data.correctedQuery)}`)} css={link}>
            {data.correctedQuery}
          </RouterLink>
          ?
        </p>
      )}
      <p>
        Проверьте написание, попробуйте название действующего вещества или выберите раздел в{' '}
        <RouterLink to={regionPath('/catalog')} css={link}>
          каталоге
        </RouterLink>
        .
      </p>
      <PopularProducts />
    </div>
  );
}

/**
 * /search?q= and /catalog/search?q=: search results with the listing's filters and sort, under the page's own search
 * form. Each search sent draws the results anew, the shown query searched again too, so the listing counts it once.
 */
export function SearchPage() {
  const [state] = useListingState();
  const q = state.q;
  const searches = useSearchedAgain();
  return (
    <section css={pageCss}>
      <SearchForm query={q} />
      {!q ? (
        <>
          <h1 css={{ fontSize: 28 }}>Поиск</h1>
          <p>Введите название лекарства, действующее вещество, бренд или производителя в поле поиска.</p>
          <PopularProducts />
        </>
      ) : (
        <ProductListing
          key={`${searches}:${q}`}
          scope={{}}
          source="search"
          header={(data) => (
            <>
              {data?.searchHeading ? (
                <>
                  <h1 css={[{ fontSize: 28, margin: '0 0 8px' }, phoneHeading]}>{data.searchHeading}</h1>
                  <p css={{ margin: '0 0 16px', [media.below('smallMobile')]: { margin: '0 0 4px' } }}>
                    По запросу «{q}»
                  </p>
                </>
              ) : (
                <h1 css={[{ fontSize: 28, margin: '0 0 8px' }, phoneHeading]}>Результаты поиска «{q}»</h1>
              )}
              {data?.correctedQuery && data.productList.pagination.total > 0 && (
                <p css={{ margin: '0 0 16px' }}>
                  Показаны результаты по запросу «<strong>{data.correctedQuery}</strong>».
                </p>
              )}
            </>
          )}
          empty={(data) => <NothingFound q={q} data={data} />}
        />
      )}
    </section>
  );
}
