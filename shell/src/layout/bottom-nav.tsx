import type { Theme } from '@emotion/react';
import { BOTTOM_NAV_HEIGHT, ownerOf, splitRegionPrefix } from '@apteka/contracts';
import { Link, media, plural, PLURALS, VisuallyHidden, focusRing } from '@apteka/ui';
import { usePathname } from '../app/use-route-owner';

/** The bar's height above the safe area is a contract: remotes' bottom bars stand on it. */
export { BOTTOM_NAV_HEIGHT };
/** Phones and tablets get the store's sections at the thumb; from the desktop breakpoint the header carries them. */
export const belowDesktop = media.below('desktop');
const desktop = media.from('desktop');

type Section = 'home' | 'catalog' | 'basket' | 'favorites' | 'account';

/** Which section a page belongs to, whatever its region segment: its owner's, the front page, or none. */
export function sectionOf(pathname: string): Section | null {
  const { path } = splitRegionPrefix(pathname);
  if (path === '/') return 'home';
  const owner = ownerOf(path);
  if (owner === 'catalog') return 'catalog';
  if (owner === 'basket') return 'basket';
  if (owner === 'account') return path.startsWith('/lk/favorites') ? 'favorites' : 'account';
  return null;
}

function Icon({ d }: { d: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

const ICONS: Record<Section, string> = {
  home: 'M12 3 2 11h3v9h5v-6h4v6h5v-9h3z',
  catalog: 'M3 4h8v7H3zM13 4h8v7h-8zM3 13h8v7H3zM13 13h8v7h-8z',
  basket:
    'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.9 2H21l-3.6 7H8.1l-.9 2H19v2H4l2.2-4.3L3.6 4H1V2h3.5z',
  favorites: 'M12 21s-8-5.3-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.7-8 11-8 11z',
  account: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
};

/**
 * The bottom navigation of phones and small tablets: Главная, Каталог, Корзина with its count, Избранное and
 * Профиль (or «Войти»), the current section marked. It sits above the home indicator of phones that have one.
 */
export function BottomNav({ basketCount, signedIn }: { basketCount: number; signedIn: boolean }) {
  const current = sectionOf(usePathname());
  const items: Array<{ section: Section; href: string; label: string }> = [
    { section: 'home', href: '/', label: 'Главная' },
    { section: 'catalog', href: '/catalog', label: 'Каталог' },
    { section: 'basket', href: '/basket/', label: 'Корзина' },
    { section: 'favorites', href: '/lk/favorites', label: 'Избранное' },
    { section: 'account', href: '/lk', label: signedIn ? 'Профиль' : 'Войти' },
  ];
  return (
    <nav
      aria-label="Разделы"
      data-testid="bottom-nav"
      css={(theme: Theme) => ({
        [desktop]: { display: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 30,
        background: theme.colors.background,
        borderTop: `1px solid ${theme.colors.border}`,
        paddingBottom: 'env(safe-area-inset-bottom, 0px)',
      })}
    >
      {/* A browser may paint the page while it still reads it: a column per section and a row for the icon and the
          label, each there before its content, keep what it has read where the whole page draws it (a share of the
          items read so far would draw the first sections wide, an icon alone would stand lower than beside its label) */}
      <ul
        css={{
          display: 'grid',
          gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))`,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          height: BOTTOM_NAV_HEIGHT,
        }}
      >
        {items.map((item) => (
          <li key={item.section}>
            <Link
              href={item.href}
              aria-current={current === item.section ? 'page' : undefined}
              css={(theme: Theme) => ({
                position: 'relative',
                height: '100%',
                display: 'grid',
                gridTemplateRows: '24px minmax(18px, auto)',
                alignContent: 'center',
                justifyItems: 'center',
                rowGap: 2,
                fontSize: 12,
                lineHeight: '18px',
                color: current === item.section ? theme.colors.primary : theme.colors.text,
                fontWeight: current === item.section ? 700 : 400,
                textDecoration: 'none',
                ...focusRing(theme),
              })}
            >
              <Icon d={ICONS[item.section]} />
              {item.label}
              {item.section === 'basket' && basketCount > 0 && (
                <>
                  <span
                    aria-hidden="true"
                    data-testid="bottom-nav-basket-count"
                    css={(theme: Theme) => ({
                      position: 'absolute',
                      top: 4,
                      left: 'calc(50% + 6px)',
                      minWidth: 18,
                      padding: '0 5px',
                      borderRadius: 9,
                      background: theme.colors.primary,
                      color: theme.colors.onPrimary,
                      fontSize: 12,
                      lineHeight: '18px',
                      textAlign: 'center',
                    })}
                  >
                    {basketCount}
                  </span>
                  <VisuallyHidden>
                    {' '}
                    {basketCount} {plural(basketCount, PLURALS.product)}
                  </VisuallyHidden>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
