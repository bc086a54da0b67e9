import { useLocationKey } from '@apteka/bus';
import { ErrorNotice, media, Spinner } from '@apteka/ui';
import { useGetCategoriesQuery } from '../../api';
import { errorText } from '@apteka/api-client';
import { DirectoryLinks } from '../alphabet/directory-links';
import { CategoryList } from './category-list';

/** A catalogue page; on a phone the shell's own margins are enough, so the goods get the width and the first window. */
export const pageCss = {
  maxWidth: 1200,
  margin: '0 auto',
  padding: '24px 16px',
  [media.below('smallMobile')]: { padding: '0 0 16px' },
} as const;

/**
 * A page's heading on a phone: one line of the first window (a longer name ends in «…»; the breadcrumbs or the
 * page name it whole), so the goods come up under it.
 */
export const phoneHeading = {
  [media.below('smallMobile')]: {
    fontSize: 20,
    lineHeight: '26px',
    margin: '0 0 4px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
} as const;

/** /catalog: the whole category tree. */
export function CatalogPage() {
  const locationKey = useLocationKey();
  const { data, error, isLoading, isFetching, refetch } = useGetCategoriesQuery(locationKey);

  return (
    <section css={pageCss} aria-busy={isFetching}>
      <h1 css={{ fontSize: 28, margin: '0 0 16px' }}>Каталог</h1>
      {isLoading ? (
        <Spinner label="Загружаем каталог…" />
      ) : error ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : !data || data.length === 0 ? (
        <p>Каталог пока пуст.</p>
      ) : (
        <nav aria-label="Разделы каталога">
          <CategoryList nodes={data} />
        </nav>
      )}
      <DirectoryLinks />
    </section>
  );
}
