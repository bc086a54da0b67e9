import { useEffect, useState } from 'react';
import type { Theme } from '@emotion/react';
import { Button, Dialog, focusRing } from '@apteka/ui';

export interface AdMarking {
  /** the advertiser, e.g. 'ООО «Лореаль»'; null when the marking names none */
  client: string | null;
  /** the advertising id (erid) */
  token: string;
}

/** Reads a slide's `ord` marking, 'Реклама. ООО «Лореаль». erid: LjN8KC9sz', into its advertiser and id. */
export function parseAdMarking(ord: string | null | undefined): AdMarking | null {
  const text = ord?.trim();
  if (!text) return null;
  const erid = /erid:\s*([^\s.;,]+)/i.exec(text);
  if (!erid) return { client: null, token: text };
  const client = text
    .slice(0, erid.index)
    .replace(/^Реклама\.?\s*/i, '')
    .replace(/[.\s]+$/, '')
    .trim();
  return { client: client || null, token: erid[1]! };
}

const SMALL_MOBILE = '(max-width: 575px)';

/**
 * The 'Реклама' label of an advertising slide (spec section 2): opens 'Рекламное размещение' with the
 * advertiser and 'Скопировать ID рекламы', which then reads 'Скопировано'. A full-screen sheet on small phones.
 */
export function AdLabel({ marking }: { marking: AdMarking }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) {
      setCopied(false);
      setFailed(false);
    }
  }, [open]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(marking.token);
      setCopied(true);
    } catch {
      setFailed(true);
    }
  };

  const small = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(SMALL_MOBILE).matches;

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        css={(theme: Theme) => ({
          // a css prop given to Button replaces its own styles: the whole look is here
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
      </Button>
      {open && (
        <Dialog title="Рекламное размещение" onClose={() => setOpen(false)} variant={small ? 'sheet' : 'popup'}>
          {marking.client && <p css={{ margin: '0 0 16px' }}>Рекламодатель: {marking.client}</p>}
          <Button onClick={() => void copy()}>{copied ? 'Скопировано' : 'Скопировать ID рекламы'}</Button>
          <p aria-live="polite" css={{ margin: '12px 0 0' }}>
            {failed ? `Не удалось скопировать. ID рекламы: ${marking.token}` : ''}
          </p>
        </Dialog>
      )}
    </>
  );
}
