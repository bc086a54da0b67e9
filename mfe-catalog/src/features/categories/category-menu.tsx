import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Theme } from '@emotion/react';
import type { CategoryMenu as CategoryMenuData } from '@apteka/contracts';
import { ErrorNotice, Link, media, Spinner, focusRing } from '@apteka/ui';
import { errorText } from '@apteka/api-client';
import { useGetCategoryMenuQuery } from '../../api';
import { categoryHref } from './category-tree-utils';
import { ProductCount } from './category-list';

export interface CategoryMenuProps {
  /** turns a category path into the href to show (keeps the region segment of the page) */
  hrefFor: (path: string) => string;
  /** a link was followed: the host closes its panel */
  onNavigate?: () => void;
}

type TopCategory = CategoryMenuData[number];

const itemLink = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  minHeight: 40,
  padding: '6px 12px',
  color: theme.colors.text,
  textDecoration: 'none',
  borderRadius: theme.radius,
  '&:hover': { background: theme.colors.surface, color: theme.colors.primary },
  ...focusRing(theme),
});

const listCss = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Moves focus among the links of one list with the arrow keys, Home and End; true when it handled the key. */
function moveAmongLinks(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null): boolean {
  const links = Array.from(list?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const current = links.indexOf(event.target as HTMLAnchorElement);
  if (current < 0 || links.length === 0) return false;
  const next = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: links.length - 1 }[event.key];
  if (next === undefined) return false;
  event.preventDefault();
  links[(next + links.length) % links.length]?.focus();
  return true;
}

/** The two-pane category menu: top categories on the left, the hovered or focused one's subcategories on the right. */
export function CategoryMenuTree({
  categories,
  hrefFor,
  onNavigate,
}: CategoryMenuProps & { categories: CategoryMenuData }) {
  const [activeId, setActiveId] = useState<number | null>(categories[0]?.id ?? null);
  const topList = useRef<HTMLUListElement>(null);
  const subList = useRef<HTMLUListElement>(null);
  const active: TopCategory | undefined = categories.find((category) => category.id === activeId);

  // Opening the menu puts the keyboard on its first category.
  useEffect(() => {
    topList.current?.querySelector('a')?.focus();
  }, []);

  const onTopKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (moveAmongLinks(event, topList.current)) return;
    if (event.key === 'ArrowRight') {
      const first = subList.current?.querySelector('a');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onSubKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (moveAmongLinks(event, subList.current)) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      topList.current?.querySelector<HTMLAnchorElement>(`a[data-category-id="${activeId}"]`)?.focus();
    }
  };

  return (
    <nav
      aria-label="Каталог товаров"
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(200px, 1fr) 2fr',
        gap: 16,
        [media.below('smallMobile')]: { gridTemplateColumns: '1fr' },
      }}
    >
      <ul ref={topList} css={listCss} onKeyDown={onTopKeyDown}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={hrefFor(categoryHref(category))}
              data-category-id={category.id}
              onMouseEnter={() => setActiveId(category.id)}
              onFocus={() => setActiveId(category.id)}
              onClick={onNavigate}
              css={(theme: Theme) => [
                itemLink(theme),
                category.id === activeId && { background: theme.colors.surface, fontWeight: 600 },
              ]}
            >
              {category.name}
              {category.children.length > 0 && <span aria-hidden="true">›</span>}
            </Link>
          </li>
        ))}
      </ul>
      {active && active.children.length > 0 && (
        <section aria-labelledby={`category-menu-${active.id}`}>
          <h2 id={`category-menu-${active.id}`} css={{ fontSize: 18, margin: '6px 12px 8px' }}>
            {active.name}
          </h2>
          <ul ref={subList} css={listCss} onKeyDown={onSubKeyDown}>
            {active.children.map((child) => (
              <li key={child.id}>
                <Link href={hrefFor(categoryHref(child))} onClick={onNavigate} css={itemLink}>
                  <span>{child.name}</span>
                  <ProductCount count={child.productCount} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </nav>
  );
}

/** The catalogue menu of /api/category/menu, with its loading and error states. */
export function CategoryMenu(props: CategoryMenuProps) {
  const { data, error, isLoading, refetch } = useGetCategoryMenuQuery();
  if (isLoading) return <Spinner label="Загружаем каталог…" />;
  if (error) return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  if (!data || data.length === 0) return <p>Каталог пока пуст.</p>;
  return <CategoryMenuTree categories={data} {...props} />;
}
