import { act, screen, within } from '@testing-library/react';
import { widthQuery } from '@apteka/ui';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi, type MockHandler } from '@apteka/api-client/testing';
import type { AdBanner } from '@apteka/contracts';
import { Root, makeStore } from '../../remote';
import { CATEGORY_TREE, productDetail, productList } from '../../testing/fixtures';
import { AD_RELOAD_MS } from './top-banner';

const banner = (n: number): AdBanner => ({
  id: String(n),
  title: `Баннер ${n}`,
  text: null,
  image: null,
  link: '/catalog/discounts',
  client: { name: 'ООО «Здоровье Плюс»' },
  token: `Token${n}xyz`,
});

/** The stand-in IntersectionObserver of the page: tests say when the banner is on screen. */
let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
}
const onScreen = (visible: boolean) => act(() => observed?.([{ isIntersecting: visible }]));

let focused = true;

const detail = productDetail();

function renderAt(path: string, bannerHandler: MockHandler) {
  window.history.pushState({}, '', path);
  const api = mockApi({
    'GET /categories': { data: CATEGORY_TREE },
    'GET /products': { data: productList([]) },
    [`GET /products/${detail.slug}`]: { data: detail },
    'GET /ads/banner': bannerHandler,
  });
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

const bannerCalls = (api: { calls: string[] }) => api.calls.filter((call) => call.startsWith('GET /ads/banner'));
const rotating: MockHandler = ({ params }) => ({ data: banner(Number(params.rotation) + 1) });
const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  jest.useFakeTimers();
  focused = true;
  observed = undefined;
  Object.assign(window, { IntersectionObserver: FakeObserver });
  jest.spyOn(document, 'hasFocus').mockImplementation(() => focused);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('the top advertising banner', () => {
  it('shows on a category page, targeted at its category, with the advertising label', async () => {
    const api = renderAt('/catalog/lekarstva/obezbolivayushchie', rotating);
    const aside = await screen.findByRole('complementary', { name: 'Реклама' });
    expect(within(aside).getByRole('link', { name: 'Баннер 1' })).toHaveAttribute('href', '/catalog/discounts');
    expect(within(aside).getByRole('button', { name: 'Реклама' })).toBeInTheDocument();
    expect(decodeURIComponent(bannerCalls(api)[0]!)).toBe(
      'GET /ads/banner?placement=top&rotation=0&category=lekarstva/obezbolivayushchie',
    );
  });

  it("on a product page targets the product, once the page's own product request has answered", async () => {
    const api = renderAt(`/catalog/product/${detail.slug}`, rotating);
    await screen.findByRole('complementary', { name: 'Реклама' });
    expect(bannerCalls(api)).toEqual([`GET /ads/banner?placement=top&rotation=0&product=${detail.id}`]);
    expect(api.calls.filter((call) => call === `GET /products/${detail.slug}`)).toHaveLength(1);
  });

  it("comes after the product in the page, and only a wide screen's CSS lifts it above: no screen draws it elsewhere", async () => {
    const follows = (first: Element, second: Element) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    // a wide screen, which the page is not asked about
    const matchMedia = jest.fn((query: string) => ({
      matches: query.includes('min-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    Object.assign(window, { matchMedia });
    try {
      renderAt(`/catalog/product/${detail.slug}`, rotating);
      const aside = await screen.findByRole('complementary', { name: 'Реклама' });
      expect(follows(await screen.findByRole('heading', { level: 1, name: detail.name }), aside)).toBe(true);
      const slot = aside.parentElement!.parentElement!;
      const wideRules = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
        .filter((rule) => rule.media.mediaText === widthQuery.from('desktop'))
        .flatMap((rule) => [...rule.cssRules] as CSSStyleRule[]);
      const lifting = wideRules.find((rule) => slot.matches(rule.selectorText) && rule.style.order === '-1');
      expect(lifting?.selectorText).toBeDefined();
      expect(matchMedia).not.toHaveBeenCalledWith(widthQuery.from('desktop'));
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('after 25 s with the window focused and the banner seen, shows the next banner', async () => {
    const api = renderAt('/catalog/discounts', rotating);
    await screen.findByRole('link', { name: 'Баннер 1' });
    onScreen(true);
    await wait(AD_RELOAD_MS - 1000);
    expect(bannerCalls(api)).toHaveLength(1);
    await wait(1000);
    expect(await screen.findByRole('link', { name: 'Баннер 2' })).toBeInTheDocument();
    expect(bannerCalls(api).at(-1)).toContain('rotation=1');
  });

  it('does not reload while the banner has not been on screen, and starts once it has', async () => {
    const api = renderAt('/catalog/discounts', rotating);
    await screen.findByRole('link', { name: 'Баннер 1' });
    onScreen(false);
    await wait(AD_RELOAD_MS * 2);
    expect(bannerCalls(api)).toHaveLength(1);
    onScreen(true);
    onScreen(false);
    await wait(AD_RELOAD_MS);
    expect(await screen.findByRole('link', { name: 'Баннер 2' })).toBeInTheDocument();
    // seen in the last period but not since: no further reload
    await wait(AD_RELOAD_MS);
    expect(bannerCalls(api)).toHaveLength(2);
  });

  it('does not reload while the window has no focus', async () => {
    const api = renderAt('/catalog/discounts', rotating);
    await screen.findByRole('link', { name: 'Баннер 1' });
    onScreen(true);
    focused = false;
    await wait(AD_RELOAD_MS * 3);
    expect(bannerCalls(api)).toHaveLength(1);
    focused = true;
    await wait(AD_RELOAD_MS);
    expect(await screen.findByRole('link', { name: 'Баннер 2' })).toBeInTheDocument();
  });

  it('an empty slot (204) shows nothing but the stop marker and asks no more', async () => {
    const api = renderAt('/catalog/discounts', () => ({ status: 204, data: '' }));
    await wait(0);
    expect(bannerCalls(api)).toHaveLength(1);
    expect(screen.queryByRole('complementary', { name: 'Реклама' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-ad-slot="stop"]')).toBeInTheDocument();
    await wait(AD_RELOAD_MS * 2);
    expect(bannerCalls(api)).toHaveLength(1);
  });
});
