import { useEffect } from 'react';
import { Button, Link } from '@apteka/ui';
import { dismissFlag, setAppFlags } from '../store/app-slice';
import { useAppDispatch, useAppSelector } from '../store/make-store';
import { onPhone } from '../layout/location-line';
import { BottomNotice } from './bottom-notice';
import { analyticsConsent, saveAnalyticsConsent, type AnalyticsConsent } from './analytics-consent';

export const COOKIE_PAGE = '/basic-pages/cookies';

// A phone reads the notice without its reasons (the cookie page gives them, and the choices say what is optional), so
// it is one line and one row of choices over the goods.
const notOnPhone = { [onPhone]: { display: 'none' } };

/**
 * The cookie notice of a first visit: shown until the shopper answers, once per browser. Cookies the store needs
 * to work (region, basket, sign-in) are always used; analytics only after «Принять все».
 */
export function CookieNotice() {
  const dispatch = useAppDispatch();
  const shown = useAppSelector((state) => state.app.showCookieModal);
  useEffect(() => {
    if (analyticsConsent() === null) dispatch(setAppFlags({ showCookieModal: true }));
  }, [dispatch]);
  if (!shown) return null;

  const answer = (consent: AnalyticsConsent) => {
    saveAnalyticsConsent(consent);
    dispatch(dismissFlag('showCookieModal'));
    // the containers' code comes with the shell's later parts (the measurement's start loads it too at quiet): the
    // first view runs none of it
    if (consent === 'granted')
      void import(/* webpackChunkName: "shell-later" */ './tag-containers').then(({ loadTagContainers }) =>
        loadTagContainers(),
      );
  };
  return (
    <BottomNotice labelledBy="cookie-notice-text">
      <p id="cookie-notice-text">
        Мы используем файлы cookie
        <span css={notOnPhone}>
          : они нужны, чтобы сайт помнил ваш город, корзину и вход в личный кабинет. С вашего согласия — ещё и для
          аналитики, чтобы делать сайт удобнее
        </span>
        .{' '}
        <Link href={COOKIE_PAGE} css={{ textDecoration: 'underline' }}>
          Подробнее о cookie
        </Link>
      </p>
      <Button onClick={() => answer('granted')}>Принять все</Button>
      <Button variant="secondary" onClick={() => answer('denied')}>
        Только необходимые
      </Button>
    </BottomNotice>
  );
}
