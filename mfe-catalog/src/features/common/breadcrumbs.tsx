import { Breadcrumbs as PageBreadcrumbs, type Crumb } from '@apteka/ui/routing';

/** 'Каталог / Лекарства / ...': the catalogue's crumbs start at the catalogue. */
export function Breadcrumbs({ items, currentLast = true }: { items: Crumb[]; currentLast?: boolean }) {
  return <PageBreadcrumbs items={[{ name: 'Каталог', href: '/catalog' }, ...items]} currentLast={currentLast} />;
}
