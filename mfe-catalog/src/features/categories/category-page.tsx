import { useTheme, type Theme } from '@emotion/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { goodsPageTitle, notFoundPageTitle, type ProductList } from '@apteka/contracts';
import { focusRing, media, useDocumentTitle } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { Breadcrumbs } from '../common/breadcrumbs';
import { ProductListing } from '../listing/product-listing';
import { pageCss, phoneHeading } from './catalog-page';
import { CategoryList } from './category-list';
import { categoryHref } from './category-tree-utils';

/**
 * On phones and tablets the subcategories are one row of chips that scrolls sideways, so the goods come into the
 * first screen; a wide screen lists them with their product counts.
 */
const chipsBelowDesktop = (theme: Theme) => ({
  [media.below('desktop')]: {
    '& > ul': { display: 'flex', gap: 8, overflowX: 'auto' as const, paddingBottom: 4 },
    '& > ul > li': { margin: 0, flex: '0 0 auto' },
    '& > ul > li > span': { display: 'none' },
    '& > ul > li > a': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 44,
      padding: '0 14px',
      fontSize: 15,
      fontWeight: 400,
      whiteSpace: 'nowrap' as const,
      textDecoration: 'none',
      border: `1px solid ${theme.colors.border}`,
      borderRadius: 22,
    },
  },
  // a phone's first window is short: the chips are a little lower, 8 px apart
  [media.below('smallMobile')]: {
    marginBottom: 4,
    '& > ul': { paddingBottom: 0 },
    '& > ul > li > a': { minHeight: 40, fontSize: 14, padding: '0 12px' },
  },
});

/** The categories right below this one, as its listing names them. */
function Subcategories({ listing }: { listing: ProductList | undefined }) {
  const category = listing?.category;
  const below = listing?.subcategories ?? [];
  if (!category || below.length === 0) return null;
  return (
    <nav aria-label={`Подразделы: ${category.name}`} css={[{ marginBottom: 16 }, chipsBelowDesktop]}>
      <CategoryList nodes={below} depth={1} />
    </nav>
  );
}

/** Names the document after the category once its name is known, as the server names the page. */
function CategoryTitle({ name }: { name: string | undefined }) {
  const storeName = useTheme().name;
  useDocumentTitle(name ? goodsPageTitle(name, storeName) : null);
  return null;
}

function UnknownCategory() {
  const regionPath = useRegionPath();
  useDocumentTitle(notFoundPageTitle(useTheme().name));
  return (
    <>
      <h1 css={{ fontSize: 28 }}>Раздел не найден</h1>
      <p>
        Такого раздела нет в каталоге.{' '}
        <RouterLink
          to={regionPath('/catalog')}
          css={(theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) })}
        >
          Все разделы каталога
        </RouterLink>
      </p>
    </>
  );
}

/** /catalog/{...slugs}: breadcrumbs, subcategories and the category's products with filters. */
export function CategoryPage() {
  const slugs = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const path = slugs.join('/');
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+){0,5}$/.test(path)) {
    return (
      <section css={pageCss}>
        <UnknownCategory />
      </section>
    );
  }
  return (
    <section css={pageCss}>
      <ProductListing
        key={path}
        scope={{ category: path }}
        source="category"
        notFound={<UnknownCategory />}
        header={(data) => (
          <>
            <Breadcrumbs
              items={(data?.breadcrumbs ?? []).map((crumb) => ({
                name: crumb.name,
                href: categoryHref({ path: crumb.path, slug: crumb.path[crumb.path.length - 1] ?? '' }),
              }))}
            />
            <h1 css={[{ fontSize: 28, margin: '0 0 16px' }, phoneHeading]}>{data?.category?.name ?? 'Каталог'}</h1>
            <Subcategories listing={data} />
            <CategoryTitle name={data?.category?.name} />
          </>
        )}
      />
    </section>
  );
}
