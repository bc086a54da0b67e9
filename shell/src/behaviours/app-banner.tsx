import { useEffect, useState } from 'react';
import type { Theme } from '@emotion/react';
import { Button } from '@apteka/ui';
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
  const [links] = useState<AppStoreLink[]>(() => mobileAppLinks());

  useEffect(() => {
    if (links.length > 0 && !wasDismissed('showBannerMP')) dispatch(setAppFlags({ showBannerMP: true }));
  }, [dispatch, links.length]);

  // one notice at a time: the cookie question of the same first visit comes first
  if (!shown || !isSmallMobile || cookieAsked) return null;
  const dismiss = () => {
    dispatch(dismissFlag('showBannerMP'));
    rememberDismissed('showBannerMP');
  };
  return (
    <BottomNotice labelledBy="app-banner-title">
      <p id="app-banner-title">
        <strong>Приложение аптеки</strong> — в нём бонусов начисляется вдвое больше.
      </p>
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((link) => (
          <li key={link.store}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={dismiss}
              css={(theme: Theme) => ({
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 44,
                padding: '0 14px',
                borderRadius: theme.radius,
                background: theme.colors.text,
                color: theme.colors.background,
                fontWeight: 600,
                textDecoration: 'none',
              })}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={dismiss}>
        Не сейчас
      </Button>
    </BottomNotice>
  );
}
