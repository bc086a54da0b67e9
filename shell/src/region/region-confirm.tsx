import type { Theme } from '@emotion/react';
import type { Region } from '@apteka/contracts';
import { Button, focusRing } from '@apteka/ui';
import { useDetectRegionQuery } from '../store/shell-api';
import { onPhone } from '../layout/location-line';
import { BOTTOM_NAV_HEIGHT } from '../layout/bottom-nav';
import { useAppSelector } from '../store/make-store';
import { useBottomCover } from '../behaviours/bottom-cover';

export interface RegionConfirmProps {
  /** the session's region, shown when detection has not answered (or failed); null while it loads */
  currentRegion: Region | null;
  onConfirm: (region: Region) => void;
  onChooseAnother: () => void;
}

const questionCss = (theme: Theme) => ({
  order: -1,
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  gap: '8px 16px',
  padding: '8px 12px',
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  // on a phone a small sheet above the bottom navigation: it never pushes the page down, and keeps to two rows so
  // the goods of the first screen stay in sight above it
  [onPhone]: {
    position: 'fixed' as const,
    insetInline: 8,
    bottom: `calc(${BOTTOM_NAV_HEIGHT + 4}px + env(safe-area-inset-bottom, 0px))`,
    zIndex: 35,
    gap: 4,
    padding: '6px 10px',
    background: theme.colors.background,
    boxShadow: '0 4px 24px rgba(0, 0, 0, 0.2)',
  },
});
/** One question at a time at the foot of a phone: the city waits while the cookie question is asked there. */
const waitingOnPhone = { [onPhone]: { display: 'none' } };
const titleCss = { margin: 0, fontSize: 18, fontWeight: 600, [onPhone]: { fontSize: 16, lineHeight: '20px' } };

/**
 * The first-visit question under the region button: 'Ваш город — Москва?'. The city comes from the client's IP
 * (the API's small range table; unknown addresses give Moscow).
 */
export function RegionConfirm({ currentRegion, onConfirm, onChooseAnother }: RegionConfirmProps) {
  const { data, isFetching } = useDetectRegionQuery();
  const cookieAsked = useAppSelector((state) => state.app.showCookieModal);
  const boxCss = [questionCss, cookieAsked && waitingOnPhone];
  const coverRef = useBottomCover();
  const region = data?.region ?? currentRegion;
  // In the page flow, not an overlay: it never covers what the shopper came for, and takes no focus on load. Its
  // place is held from the first paint by the same box, unseen, so the page does not jump once the city is known.
  if (isFetching || !region) {
    return (
      <section
        ref={coverRef}
        aria-hidden="true"
        data-testid="region-confirm-placeholder"
        css={[...boxCss, { visibility: 'hidden' }]}
      >
        <p css={titleCss}>Ваш город — Москва?</p>
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <span
            css={{
              display: 'inline-block',
              minHeight: 44,
              padding: '10px 20px',
              fontSize: 16,
              boxSizing: 'border-box',
            }}
          >
            Да, верно
          </span>
          <span css={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontSize: 16 }}>
            Выбрать другой
          </span>
        </div>
      </section>
    );
  }
  return (
    <section ref={coverRef} aria-labelledby="region-confirm-title" data-testid="region-confirm" css={boxCss}>
      <p id="region-confirm-title" css={titleCss}>
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
