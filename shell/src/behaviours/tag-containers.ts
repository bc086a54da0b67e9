import { dataLayer } from '@apteka/analytics';
import { pageNonce } from '@apteka/ui';
import { analyticsConsent } from './analytics-consent';

export interface TagContainerIds {
  gtmId: string | null;
  metricaId: string | null;
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const METRICA_ID = /^\d{4,12}$/;

/** The containers the server configured, from `<meta name="tag-containers" content="gtm=GTM-X;ym=123">`. */
export function pageTagContainers(doc: Document = document): TagContainerIds {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="tag-containers"]')?.content ?? '';
  const parts = new Map(
    content.split(';').map((part) => {
      const [key = '', value = ''] = part.split('=');
      return [key.trim(), value.trim()] as const;
    }),
  );
  const gtm = parts.get('gtm') ?? '';
  const ym = parts.get('ym') ?? '';
  return { gtmId: GTM_ID.test(gtm) ? gtm : null, metricaId: METRICA_ID.test(ym) ? ym : null };
}

interface MetricaPage {
  ym?: ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
}

function addScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  const nonce = pageNonce(doc);
  if (nonce) script.nonce = nonce;
  doc.head.appendChild(script);
}

let loaded = false;

/**
 * Loads the configured tag containers once, and only with the shopper's consent: Google Tag Manager reads the data
 * layer from its start, Yandex Metrica reads the e-commerce events from the same data layer. With none configured,
 * or no consent, nothing is added and nothing leaves the page. Returns whether anything was loaded now.
 */
export function loadTagContainers(ids: TagContainerIds = pageTagContainers(), doc: Document = document): boolean {
  if (loaded || analyticsConsent() !== 'granted' || (!ids.gtmId && !ids.metricaId)) return false;
  loaded = true;
  if (ids.gtmId) {
    dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(doc, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtmId)}`);
  }
  if (ids.metricaId) {
    const page = window as unknown as MetricaPage;
    const ym: NonNullable<MetricaPage['ym']> = Object.assign(
      (...args: unknown[]) => {
        (ym.a = ym.a ?? []).push(args);
      },
      { l: Date.now() },
    );
    page.ym = page.ym ?? ym;
    page.ym(Number(ids.metricaId), 'init', {
      ecommerce: 'dataLayer',
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
    });
    addScript(doc, 'https://mc.yandex.ru/metrika/tag.js');
  }
  return true;
}

/** For tests: forget that the containers were loaded. */
export function resetTagContainers(): void {
  loaded = false;
}
