import { createContext, useContext, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { Brand } from '@apteka/contracts';
import { getTheme } from './themes';

/**
 * The page's Content-Security-Policy nonce. The server writes it on `<meta property="csp-nonce" nonce>`;
 * browsers hide a nonce attribute's value from getAttribute once parsed, so the property is read first.
 */
export function pageNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

let pageCache: EmotionCache | undefined;

/**
 * One Emotion cache for every React root of the page (this package is a federation singleton), carrying the
 * nonce: under the strict CSP a `<style>` tag without it is refused, and with it the page's styles are not.
 */
export function pageStyleCache(): EmotionCache {
  pageCache ??= createCache({ key: 'css', nonce: pageNonce() });
  return pageCache;
}

/** A server render's own style cache (one per answer, carrying its nonce); unset in the browser. */
export const ServerStyleCacheContext = createContext<EmotionCache | null>(null);

/**
 * What every React root of the store renders inside: the page's style cache and the brand's theme. A root
 * without it would put its styles in a tag the CSP refuses.
 */
export function BrandStyles({ brand, children }: { brand: Brand; children: ReactNode }) {
  const serverCache = useContext(ServerStyleCacheContext);
  return (
    <CacheProvider value={serverCache ?? pageStyleCache()}>
      <ThemeProvider theme={getTheme(brand)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
