import { posix } from 'node:path';

const SITE = 'http://store.invalid';
/**
 * An address no route owns (the shell's own 404 page): a refused address's page is described as this one's, and an
 * address the router cannot take is routed here to reach the not-found handler.
 */
export const NOT_FOUND_ADDRESS = '/404';
/** No page address holds one, and PostgreSQL takes no NUL. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** A page address as the server reads it. */
export interface PageAddress {
  /** the path and query, dot segments resolved and other characters percent-encoded as a browser sends them */
  url: string;
  pathname: string;
  /** the path cannot be read as text: broken percent-encoding, an encoded lone surrogate, a control character */
  unreadable: boolean;
}

/** Reads any address outside /api, whatever it holds ('//..//', '%ZZ', raw UTF-8, NUL), without throwing. */
export function readPageAddress(url: string): PageAddress {
  const parsed = new URL(SITE + (url.startsWith('/') ? url : `/${url}`));
  // read as the route table reads it: '//catalog//x' is '/catalog/x' (and '//' no address of another host)
  const pathname = parsed.pathname.replace(/\/{2,}/g, '/');
  let decoded: string | null;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = null;
  }
  return { url: pathname + parsed.search, pathname, unreadable: decoded === null || CONTROL_CHARACTER.test(decoded) };
}

/**
 * The address's last segment has no extension: no published file is named so (every build file has one), so the
 * file handler need not look for it on disk.
 */
export function namesNoFile(url: string): boolean {
  const pathname = url.split('?', 1)[0]!;
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/**
 * Doubled slashes, backslashes and dot segments ('//', '\\', '/./', '/../', '/%2e'), as the file handler judges
 * them: it refuses such a path with a 403 of its own.
 */
export function isNonCanonicalPath(url: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURI(url.split('?', 1)[0]!);
  } catch {
    // the router refuses it before any handler
    return false;
  }
  return decoded.includes('\\') || posix.normalize(decoded) !== decoded;
}
