import { useEffect, useState } from 'react';
import type { Theme } from '@emotion/react';
import { Button, focusRing } from '@apteka/ui';
import { onPhone } from '../layout/location-line';
import { rememberDismissed, wasDismissed } from '../region/first-visit';
import { dismissFlag, setAppFlags } from '../store/app-slice';
import { useAppDispatch, useAppSelector } from '../store/make-store';
import { BottomNotice } from './bottom-notice';
import { mobileAppLinks, type AppStoreLink } from './mobile-apps';

/**
 * The app banner of a first visit on a phone: the chain's app in the stores it is in, with double bonuses. Shown
 * once (closing it or following a link dismisses it), only on small screens, only when the chain has an app.
 */
export function AppBanner() {
  const dispatch = useAppDispatch();
  const shown = useAppSelector((state) => state.app.showBannerMP);
  const isSmallMobile = useAppSelector((state) => state.device.isSmallMobile);
  const cookieAsked = useAppSelector((state) => state.app.showCookieModal);
  const cityAsked = useAppSelector((state) => state.app.showConfirmCorrectRegion);
  const [links] = useState<AppStoreLink[]>(() => mobileAppLinks());

  useEffect(() => {
    if (links.length > 0 && !wasDismissed('showBannerMP')) dispatch(setAppFlags({ showBannerMP: true }));
  }, [dispatch, links.length]);

  // one question at a time at the foot of a phone: the cookie question, then the city, then the app
  if (!shown || !isSmallMobile || cookieAsked || cityAsked) return null;
  const dismiss = () => {
    dispatch(dismissFlag('showBannerMP'));
    rememberDismissed('showBannerMP');
  };
  return (
    <BottomNotice labelledBy="app-banner-title">
      {/* the title beside «Не сейчас» and the stores in one row below: two rows, so the goods stay in sight above; on a
          phone «Не сейчас» is a cross, which leaves the title two short lines, and the targets are 40 px, 8 px apart */}
      <div css={{ flexBasis: '100%', display: 'flex', alignItems: 'center', gap: 8 }}>
        <p id="app-banner-title" css={{ [onPhone]: { flex: '1 1 0', lineHeight: '17px' } }}>
          <strong>Приложение аптеки</strong> — в нём бонусов начисляется вдвое больше.
        </p>
        <Button
          variant="secondary"
          onClick={dismiss}
          aria-label="Не сейчас"
          css={{ flex: 'none', padding: '0 12px', fontSize: 15, [onPhone]: { minHeight: 40, width: 40, padding: 0 } }}
        >
          <span css={{ [onPhone]: { display: 'none' } }}>Не сейчас</span>
          <span aria-hidden="true" css={{ display: 'none', [onPhone]: { display: 'inline' } }}>
            ✕
          </span>
        </Button>
      </div>
      <ul css={{ flexBasis: '100%', display: 'flex', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((link) => (
          <li key={link.store} css={{ flex: '1 1 0' }}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={dismiss}
              css={(theme: Theme) => ({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                minHeight: 44,
                [onPhone]: { minHeight: 40 },
                padding: '0 8px',
                borderRadius: theme.radius,
                background: theme.colors.text,
                color: theme.colors.background,
                fontSize: 15,
                fontWeight: 600,
                textAlign: 'center',
                textDecoration: 'none',
                ...focusRing(theme),
              })}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </BottomNotice>
  );
}
