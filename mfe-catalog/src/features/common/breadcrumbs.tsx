import { media } from '@apteka/ui';
import { Breadcrumbs as PageBreadcrumbs, type Crumb } from '@apteka/ui/routing';

/** On a phone the trail is one line that scrolls sideways, however deep, so it takes one line of the first window. */
const oneLineOnPhone = {
  [media.below('smallMobile')]: {
    '& ol': {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      whiteSpace: 'nowrap',
      margin: '0 0 2px',
      lineHeight: '24px',
      scrollbarWidth: 'none',
    },
    '& li': { flex: 'none' },
  },
} as const;

/** 'Каталог / Лекарства / ...': the catalogue's crumbs start at the catalogue. */
export function Breadcrumbs({ items, currentLast = true }: { items: Crumb[]; currentLast?: boolean }) {
  return (
    <div css={oneLineOnPhone}>
      <PageBreadcrumbs items={[{ name: 'Каталог', href: '/catalog' }, ...items]} currentLast={currentLast} />
    </div>
  );
}
