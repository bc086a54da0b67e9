import { useCallback, useEffect, useRef, useState } from 'react';
import type { Theme } from '@emotion/react';
import { Link, dropdownPanel, focusRing } from '@apteka/ui';
import { useRemoteParcel } from './use-remote-parcel';
import { CatalogLink, catalogButton, useCatalogFocus } from './catalog-link';

const PANEL_ID = 'catalog-menu-panel';

/**
 * The catalogue menu of a wide screen's header: a plain link to /catalog until the catalog's category-menu parcel
 * has loaded, then a disclosure button whose panel holds the parcel (mounted while open). Escape or a click outside
 * closes the panel; Escape returns focus to the button, following a link in the menu closes it.
 */
export function CatalogDisclosure() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // drawn at idle time already (`CatalogMenu`): the parcel is asked for at once
  const parcel = useRemoteParcel('catalog/category-menu', { active: open, load: 'now', props: { onNavigate: close } });
  useCatalogFocus(
    useCallback(() => button.current, []),
    parcel.available,
  );

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  if (!parcel.available) return <CatalogLink />;
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((was) => !was)}
        css={catalogButton}
      >
        Каталог
      </button>
      <div
        ref={panel}
        id={PANEL_ID}
        hidden={!open}
        css={(theme: Theme) => ({
          ...dropdownPanel(theme),
          padding: 16,
          borderBottom: `1px solid ${theme.colors.border}`,
          boxShadow: '0 8px 24px rgba(0, 0, 0, 0.15)',
        })}
      >
        <div css={{ maxWidth: 1248, margin: '0 auto' }}>
          <Link
            href="/catalog"
            onClick={close}
            css={(theme: Theme) => ({
              display: 'inline-block',
              marginBottom: 12,
              color: theme.colors.primary,
              fontWeight: 600,
              ...focusRing(theme),
            })}
          >
            Весь каталог
          </Link>
          <div ref={parcel.ref} data-testid="catalog-menu-parcel" />
        </div>
      </div>
    </>
  );
}
