import type { Theme } from '@emotion/react';
import { useLocationKey } from '@apteka/bus';
import { Link } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { useGetCategoriesQuery } from '../../api';
import { useGetInfoPagesQuery } from '../../common/content-api';
import { PageFrame } from '../../common/page-frame';
import { useGetArticleTopicsQuery } from '../articles/articles-api';

const SECTIONS = [
  { href: '/catalog', title: 'Каталог' },
  { href: '/stock', title: 'Акции' },
  { href: '/articles', title: 'Статьи о здоровье' },
  { href: '/news', title: 'Новости' },
  { href: '/pharmacies', title: 'Аптеки' },
  { href: '/samovyvoz-i-dostavka', title: 'Самовывоз и доставка' },
  { href: '/night-delivery', title: 'Ночная доставка' },
  { href: '/gde-moy-zakaz', title: 'Где мой заказ' },
  { href: '/basket/', title: 'Корзина' },
  { href: '/lk', title: 'Личный кабинет' },
] as const;

function LinkList({ title, links }: { title: string; links: Array<{ href: string; title: string }> }) {
  const regionPath = useRegionPath();
  if (links.length === 0) return null;
  return (
    <section aria-label={title} css={{ marginBottom: 24 }}>
      <h2 css={{ fontSize: 22, margin: '0 0 8px' }}>{title}</h2>
      <ul css={{ columns: '260px', margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={regionPath(link.href)} css={(theme: Theme) => ({ color: theme.colors.primary })}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /sitemap: every section, the catalogue's categories, article rubrics and information pages, as plain links. */
export function SitemapPage() {
  const categories = useGetCategoriesQuery(useLocationKey());
  const topics = useGetArticleTopicsQuery();
  const pages = useGetInfoPagesQuery();
  return (
    <PageFrame title="Карта сайта" crumbs={[{ name: 'Карта сайта', href: '/sitemap' }]}>
      <LinkList title="Разделы" links={[...SECTIONS]} />
      <LinkList
        title="Каталог"
        links={(categories.data ?? []).flatMap((top) => [
          { href: `/catalog/${top.path.join('/')}`, title: top.name },
          ...top.children.map((child) => ({
            href: `/catalog/${child.path.join('/')}`,
            title: `${top.name}: ${child.name}`,
          })),
        ])}
      />
      <LinkList
        title="Статьи по рубрикам"
        links={(topics.data?.categories ?? []).map((entry) => ({
          href: `/articles/categories/${entry.id}`,
          title: entry.name,
        }))}
      />
      <LinkList
        title="Информация"
        links={(pages.data?.pages ?? []).map((page) => ({ href: page.path, title: page.title }))}
      />
    </PageFrame>
  );
}
