import { PREVIEW_OFF, PREVIEW_PARAM } from '@apteka/contracts';
import { cookieValue } from '../../platform/server-render/page-cache';
import { readPreview, type PreviewPin } from './preview-links';

export { PREVIEW_PARAM };

/** The cookie a preview link leaves in the browser that opened it: its signed token, checked at every page. */
export const PREVIEW_COOKIE = 'mf_preview';

/**
 * The answer to a page address that carries a preview link's token, or null for any other: a redirect to the same
 * address without it, keeping the token in a cookie when the platform signed it and it is still valid (a forged,
 * altered or expired token sets nothing), or clearing the cookie for `off`.
 */
export function previewLinkAnswer(
  url: string,
  secret: string,
  secure: boolean,
  now = Date.now(),
): { location: string; cookie: string | null } | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  const params = new URLSearchParams(url.slice(query + 1));
  if (!params.has(PREVIEW_PARAM)) return null;
  const token = params.get(PREVIEW_PARAM) ?? '';
  params.delete(PREVIEW_PARAM);
  const rest = params.toString();
  const location = `${url.slice(0, query)}${rest ? `?${rest}` : ''}` || '/';
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (token === PREVIEW_OFF) return { location, cookie: `${PREVIEW_COOKIE}=; Max-Age=0; ${attributes}` };
  const pin = readPreview(secret, token, now);
  if (!pin) return { location, cookie: null };
  const seconds = Math.floor((pin.expires - now) / 1000);
  return { location, cookie: `${PREVIEW_COOKIE}=${token}; Max-Age=${seconds}; ${attributes}` };
}

/** The version a browser is pinned to by the preview link it opened, while the link is valid. */
export function previewPinOf(cookieHeader: string | undefined, secret: string, now = Date.now()): PreviewPin | null {
  const token = cookieValue(cookieHeader, PREVIEW_COOKIE);
  return token ? readPreview(secret, token, now) : null;
}
