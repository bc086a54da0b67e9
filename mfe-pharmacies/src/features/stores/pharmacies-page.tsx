import { useSearchParams } from 'react-router-dom';
import { ErrorNotice, plural, PLURALS, Spinner } from '@apteka/ui';
import { useGetStoresQuery } from '../../api';
import { errorText } from '@apteka/api-client';
import { useRegion } from '../region/use-region';
import { weekdayIndex } from './opening-hours';
import { StoreCard } from './store-card';

export const pageCss = { maxWidth: 1200, margin: '0 auto', padding: '24px 16px' } as const;
const titleCss = { fontSize: 28, margin: '0 0 8px' } as const;

/** /pharmacies: the pharmacies of the shopper's region (?withOptics=true narrows to those with optics). */
export function PharmaciesPage() {
  const [params] = useSearchParams();
  const withOptics = params.get('withOptics') === 'true';
  const withOpticEmail = params.get('hasOpticEmail') === 'true';
  const { region, isLoading: regionLoading, error: regionError, refetch: refetchRegion } = useRegion();
  const stores = useGetStoresQuery(region ? { regionId: region.id } : { regionId: 0 }, { skip: !region });

  if (!region) {
    return (
      <section css={pageCss}>
        <h1 css={titleCss}>Аптеки</h1>
        {regionLoading || !regionError ? (
          <Spinner label="Определяем регион…" />
        ) : (
          <ErrorNotice message={errorText(regionError)} onRetry={() => void refetchRegion()} />
        )}
      </section>
    );
  }

  // currentData: what belongs to this region; a region change never shows the previous region's list.
  const { currentData, error, isFetching, refetch } = stores;
  const list = (currentData?.stores ?? []).filter(
    (store) => (!withOptics || store.hasOptics) && (!withOpticEmail || store.hasOpticEmail),
  );
  const today = weekdayIndex(region.timeZone);

  return (
    <section css={pageCss} aria-busy={isFetching}>
      <h1 css={titleCss}>
        {withOptics ? 'Аптеки с оптикой' : 'Аптеки'} в {region.skloneniya.name_gde}
      </h1>
      {!currentData && (isFetching || !error) ? (
        <Spinner label="Загружаем аптеки…" />
      ) : !currentData ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : list.length === 0 ? (
        <p>В {region.skloneniya.name_gde} пока нет аптек{withOptics ? ' с оптикой' : ''}.</p>
      ) : (
        <>
          <p css={{ margin: '0 0 8px' }}>
            {list.length} {plural(list.length, PLURALS.pharmacy)}
          </p>
          {currentData.isPriceVaries && <p css={{ margin: '0 0 8px' }}>Цены в разных аптеках могут отличаться.</p>}
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.map((store) => (
              <StoreCard key={store.id} store={store} today={today} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
