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
  if (isFetching) return null;
  return (
    // In the page flow, not an overlay: it never covers what the shopper came for, and takes no focus on load.
    <section
      aria-labelledby="region-confirm-title"
      data-testid="region-confirm"
      css={(theme: Theme) => ({
        order: -1,
        flexBasis: '100%',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '8px 16px',
        padding: '8px 12px',
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
      })}
    >
      <p id="region-confirm-title" css={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
        Ваш город — {region.name}?
      </p>
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button onClick={() => onConfirm(region)}>Да, верно</Button>
        <button
          type="button"
          onClick={onChooseAnother}
          css={(theme: Theme) => ({
            background: 'none',
            border: 'none',
            font: 'inherit',
            fontSize: 16,
            color: theme.colors.primary,
            textDecoration: 'underline',
            cursor: 'pointer',
            minHeight: 44,
            ...focusRing(theme),
          })}
        >
          Выбрать другой
        </button>
      </div>
    </section>
  );
}
