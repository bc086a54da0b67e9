import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Theme } from '@emotion/react';
import { Button, focusRing } from './button';
import { Dialog } from './dialog';
import { SMALL_MOBILE_QUERY, useMediaQuery } from './use-media-query';
import { useClipboard } from './use-clipboard';

export interface AdLabelProps {
  /** the advertiser's client name; null when unknown */
  client: string | null;
  /** the ORD marking token (erid) */
  token: string;
}

const TITLE = 'Рекламное размещение';

function AdDetails({ client, token }: AdLabelProps) {
  const { copied, failed, copy } = useClipboard();
  return (
    <>
      {client && <p css={{ margin: '0 0 16px' }}>Рекламодатель: {client}</p>}
      <Button onClick={() => void copy(token)}>{copied ? 'Скопировано' : 'Скопировать ID рекламы'}</Button>
      <p aria-live="polite" css={{ margin: '12px 0 0' }}>
        {failed ? `Не удалось скопировать. ID рекламы: ${token}` : ''}
      </p>
    </>
  );
}

/**
 * A non-modal popup under the label (desktop): focus moves in, Escape (in the popup or on the label) or a click
 * outside closes it, focus returns to the label.
 */
function AdPopup({
  onClose,
  children,
  anchor,
}: {
  onClose: () => void;
  children: ReactNode;
  anchor: RefObject<HTMLButtonElement | null>;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const label = anchor.current;
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const onPointerDown = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !label?.contains(target)) closeRef.current();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [anchor]);

  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // keys pressed in the popup are its own (a carousel around the label must not turn)
        event.stopPropagation();
        if (event.key !== 'Escape') return;
        onClose();
        anchor.current?.focus();
      }}
      css={(theme: Theme) => ({
        position: 'absolute',
        top: 'calc(100% + 8px)',
        right: 0,
        zIndex: 100,
        width: 'max-content',
        maxWidth: 320,
        padding: 16,
        background: theme.colors.background,
        color: theme.colors.text,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        boxShadow: '0 8px 24px rgba(0,0,0,0.18)',
        textAlign: 'left',
      })}
    >
      <div
        css={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 12, marginBottom: 12 }}
      >
        <h2 id={titleId} css={{ margin: 0, fontSize: 18 }}>
          {TITLE}
        </h2>
        <Button
          variant="link"
          aria-label="Закрыть"
          onClick={() => {
            onClose();
            anchor.current?.focus();
          }}
        >
          ✕
        </Button>
      </div>
      {children}
    </div>
  );
}

/**
 * The 'Реклама' label of an advertisement: opens 'Рекламное размещение' with the advertiser's
 * client name and 'Скопировать ID рекламы', which copies the ad token and then reads 'Скопировано'. A popup on
 * desktop, a modal sheet on small phones.
 */
export function AdLabel({ client, token }: AdLabelProps) {
  const [open, setOpen] = useState(false);
  const small = useMediaQuery(SMALL_MOBILE_QUERY);
  const label = useRef<HTMLButtonElement>(null);
  const details = <AdDetails client={client} token={token} />;

  return (
    <span css={{ position: 'relative', display: 'inline-block' }}>
      <button
        ref={label}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open && !small) setOpen(false);
        }}
        css={(theme: Theme) => ({
          font: 'inherit',
          fontSize: 13,
          minHeight: 32,
          padding: '4px 10px',
          cursor: 'pointer',
          borderRadius: theme.radius,
          border: `1px solid ${theme.colors.primary}`,
          color: theme.colors.primary,
          background: theme.colors.background,
          ...focusRing(theme),
        })}
      >
        Реклама
      </button>
      {open &&
        (small ? (
          <Dialog title={TITLE} onClose={() => setOpen(false)} variant="sheet">
            {details}
          </Dialog>
        ) : (
          <AdPopup onClose={() => setOpen(false)} anchor={label}>
            {details}
          </AdPopup>
        ))}
    </span>
  );
}
