import { onTracked, trackItems, trackPageView, track, analyticsItem } from '@apteka/analytics';
import { fakeDataLayer } from '@apteka/analytics/testing';
import { pageTypeOf } from '@apteka/contracts';
import type { PageCountsBeacon } from '@apteka/contracts/schemas';
import { countPageViews, type PageCountsOptions } from './page-counts';

const VERSIONS: Record<string, string> = { catalog: '1.5.0-canary', content: '2.0.0', basket: '3.1.0' };

function counting(overrides: Partial<PageCountsOptions> = {}) {
  fakeDataLayer();
  const sent: PageCountsBeacon[] = [];
  let hidden: () => void = () => undefined;
  let here = { pathname: '/', search: '' };
  const stop = countPageViews({
    sampled: true,
    rate: 0.5,
    subscribe: onTracked,
    pageOf: (pathname, search) => {
      const app = pathname.startsWith('/catalog') ? 'catalog' : pathname.startsWith('/basket') ? 'basket' : 'content';
      return { app, version: VERSIONS[app]!, pageType: pageTypeOf(pathname, search) };
    },
    location: () => here,
    send: (beacon) => {
      sent.push(beacon);
      return true;
    },
    onHidden: (flush) => {
      hidden = flush;
    },
    ...overrides,
  });
  const visit = (pathname: string, search = '') => {
    here = { pathname, search };
    trackPageView(pathname, 'Аптека');
  };
  return { sent, stop, visit, hide: () => hidden() };
}

const addToBasket = () =>
  trackItems('add_to_cart', [
    analyticsItem({ id: 7, name: 'Нурофен', price: { base: 25_000, special: null }, quantity: 1 }),
  ]);

describe('page views and adds to the basket per version', () => {
  it('counts each page view for the app and version that draw it, and each add for the page it was made on', () => {
    const page = counting();
    page.visit('/');
    page.visit('/catalog/lekarstva');
    addToBasket();
    addToBasket();
    page.visit('/catalog/product/nurofen-200');
    addToBasket();
    page.visit('/catalog/lekarstva');
    track('city_select', { city: 'Казань', region_id: 16 });
    page.visit('/basket/', '?isCheckout=true');
    expect(page.sent).toEqual([]);
    page.hide();
    expect(page.sent).toEqual([
      {
        rate: 0.5,
        pages: [
          { app: 'content', version: '2.0.0', pageType: 'home', views: 1, adds: 0 },
          { app: 'catalog', version: '1.5.0-canary', pageType: 'listing', views: 2, adds: 2 },
          { app: 'catalog', version: '1.5.0-canary', pageType: 'product', views: 1, adds: 1 },
          { app: 'basket', version: '3.1.0', pageType: 'checkout', views: 1, adds: 0 },
        ],
      },
    ]);
    // what was sent is not sent again; what comes after is
    page.hide();
    page.visit('/');
    page.hide();
    expect(page.sent).toHaveLength(2);
    expect(page.sent[1]!.pages).toEqual([{ app: 'content', version: '2.0.0', pageType: 'home', views: 1, adds: 0 }]);
    page.stop();
  });

  it('keeps what the browser refused to send for the next time the page is hidden', () => {
    let accept = false;
    const sent: PageCountsBeacon[] = [];
    const page = counting({
      send: (beacon) => {
        if (accept) sent.push(beacon);
        return accept;
      },
    });
    page.visit('/catalog/lekarstva');
    page.hide();
    accept = true;
    page.visit('/catalog/lekarstva');
    page.hide();
    expect(sent).toEqual([
      { rate: 0.5, pages: [{ app: 'catalog', version: '1.5.0-canary', pageType: 'listing', views: 2, adds: 0 }] },
    ]);
    page.stop();
  });

  it('sends at most twenty kinds of page in one beacon', () => {
    const page = counting({
      pageOf: (pathname) => ({ app: 'catalog', version: pathname.slice(1), pageType: 'listing' }),
    });
    for (let version = 0; version < 25; version += 1) page.visit(`/1.${version}.0`);
    page.hide();
    expect(page.sent.map((beacon) => beacon.pages.length)).toEqual([20, 5]);
    page.stop();
  });

  it('counts nothing in a session left out of the sample, or after it stops', () => {
    const left = counting({ sampled: false });
    left.visit('/catalog/lekarstva');
    left.hide();
    expect(left.sent).toEqual([]);
    const page = counting();
    page.stop();
    page.visit('/catalog/lekarstva');
    page.hide();
    expect(page.sent).toEqual([]);
  });
});
