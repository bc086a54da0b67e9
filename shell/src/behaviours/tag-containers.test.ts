import { dataLayer } from '@apteka/analytics';
import { saveAnalyticsConsent } from './analytics-consent';
import { loadTagContainers, pageTagContainers, resetTagContainers } from './tag-containers';
import { clearPageCookies } from '../testing/page-cookies';

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

function setMeta(content: string | null) {
  document.head.innerHTML = '<meta property="csp-nonce" nonce="n0nce" />';
  if (content !== null)
    document.head.insertAdjacentHTML('beforeend', `<meta name="tag-containers" content="${content}" />`);
}

beforeEach(() => {
  resetTagContainers();
  localStorage.clear();
  clearPageCookies();
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  delete (window as unknown as { ym?: unknown }).ym;
});

describe('tag containers', () => {
  it('reads the configured ids and ignores malformed ones', () => {
    setMeta('gtm=GTM-AB12CD;ym=98765432');
    expect(pageTagContainers()).toEqual({ gtmId: 'GTM-AB12CD', metricaId: '98765432' });
    setMeta('gtm=javascript:alert(1);ym=12a');
    expect(pageTagContainers()).toEqual({ gtmId: null, metricaId: null });
  });

  it('load nothing without consent, or with none configured', () => {
    setMeta('gtm=GTM-AB12CD;ym=98765432');
    expect(loadTagContainers()).toBe(false);
    saveAnalyticsConsent('denied');
    expect(loadTagContainers()).toBe(false);
    setMeta(null);
    saveAnalyticsConsent('granted');
    expect(loadTagContainers()).toBe(false);
    expect(scripts()).toEqual([]);
  });

  it('after consent load each configured container once, with the page nonce', () => {
    setMeta('gtm=GTM-AB12CD;ym=98765432');
    saveAnalyticsConsent('granted');
    expect(loadTagContainers()).toBe(true);
    expect(loadTagContainers()).toBe(false);
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
      'https://mc.yandex.ru/metrika/tag.js',
    ]);
    expect([...document.head.querySelectorAll('script')].every((script) => script.nonce === 'n0nce')).toBe(true);
    expect(dataLayer()[0]).toMatchObject({ event: 'gtm.js' });
    const ym = (window as unknown as { ym: { a: unknown[][] } }).ym;
    expect(ym.a[0]).toEqual([98765432, 'init', expect.objectContaining({ ecommerce: 'dataLayer' })]);
  });
});
