import { useEffect, useRef } from 'react';
import type { Theme } from '@emotion/react';
import type { Region } from '@apteka/contracts';
import { Button, focusRing } from '@apteka/ui';
import { useDetectRegionQuery } from '../store/shell-api';

export interface RegionConfirmProps {
  /** the session's region, shown when detection has not answered (or failed) */
  currentRegion: Region;
  onConfirm: (region: Region) => void;
  onChooseAnother: () => void;
}

/**
 * The first-visit question under the region button: 'Ваш город — Москва?'. The city comes from the client's IP
 * (the API's small range table; unknown addresses give Moscow).
 */
export function RegionConfirm({ currentRegion, onConfirm, onChooseAnother }: RegionConfirmProps) {
  const { data, isFetching } = useDetectRegionQuery();
  const region = data?.region ?? currentRegion;
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!isFetching) box.current?.querySelector('button')?.focus();
  }, [isFetching]);

  if (isFetching) return null;
  return (
    <section
      ref={box}
      role="dialog"
      aria-modal="false"
      aria-labelledby="region-confirm-title"
      data-testid="region-confirm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onConfirm(currentRegion);
      }}
      css={(theme: Theme) => ({
        position: 'absolute',
        zIndex: 50,
        marginTop: 8,
        padding: 16,
        maxWidth: 320,
        background: theme.colors.background,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        boxShadow: '0 4px 16px rgba(0, 0, 0, 0.15)',
      })}
    >
      <p id="region-confirm-title" css={{ margin: '0 0 12px', fontSize: 18, fontWeight: 600 }}>
        Ваш город — {region.name}?
      </p>
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={() => onConfirm(region)}>
          Да, верно
        </Button>
        <button
          type="button"
          onClick={onChooseAnother}
          css={(theme: Theme) => ({ background: 'none', border: 'none', font: 'inherit', fontSize: 16, color: theme.colors.primary, textDecoration: 'underline', cursor: 'pointer', minHeight: 44, ...focusRing(theme) })}
        >
          Выбрать другой
        </button>
      </div>
    </section>
  );
}
