/**
 * Page addresses a stranger might ask for, built from the route table: each route's pattern with its parameters and
 * the rest of its path filled with hostile segments, a region segment before it or not, a segment after it or not,
 * and a hostile query. Segments are sent as a client may send them: encoded, raw, or broken.
 */
import fc from 'fast-check';
import { ROUTE_TABLE } from '@apteka/contracts';

const HUGE = 'a'.repeat(10_000);

const SEGMENTS = [
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '-1',
  '0',
  '1e999',
  '1.5',
  '0x10',
  'NaN',
  '%00',
  'a%00b',
  '\u0000',
  '\u0001\u001f\u007f',
  '%0A%0D%09',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  'лекарства',
  '%D0%BB%D0%B5%D0%BA',
  '\uD83D\uDE00',
  '\uD800',
  '..',
  '.',
  '',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows',
  HUGE,
  "'%20OR%201=1%20--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}',
  'index.html',
  'main.00000000.js',
];

/** Region segments: real, beyond integer range, not a number, holding NUL or broken encoding. */
const REGIONS = [
  '',
  '/moskva-1',
  '/x-2147483648',
  '/moskva-99999999999999999999',
  '/moskva-1.5',
  '/moskva-0',
  '/moskva--1',
  '/moskva-1%00',
  '/moskva-%ZZ',
  '//moskva-1',
];

const QUERIES = [
  '',
  '?q=лекарства',
  '?q=%ZZ',
  '?q=%00',
  '?q=\u0000',
  `?q=${HUGE}`,
  `?${'a=1&'.repeat(2_500)}`,
  '?page=2147483648&sort=1e999&limit=-1',
  '?a[b][c][d]=1&a[]=2',
  '?%ZZ=%ZZ',
  '?isCheckout=true&withOptics=1.5',
  '?utm_source=%ED%A0%80',
];

const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

/** One address of a route: its pattern's `:param`s one segment each, its `*` none to three. */
function addressOf(pattern: string): fc.Arbitrary<string> {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part === '*'
        ? fc.array(segment, { maxLength: 3 }).map((rest) => rest.join('/'))
        : part.startsWith(':')
          ? segment
          : fc.constant(part),
    );
  return fc
    .tuple(
      fc.constantFrom(...REGIONS),
      fc.tuple(...parts),
      fc.option(segment, { nil: undefined }),
      fc.constantFrom(...QUERIES),
    )
    .map(([region, filled, extra, query]) => {
      const path = [...filled, ...(extra === undefined ? [] : [extra])].join('/');
      return `${region}/${path}${query}`;
    });
}

/** How a page is asked for: by a browser, by curl or a monitor, by nothing in particular, by an API client. */
export const ACCEPTS = ['text/html,application/xhtml+xml', '*/*', undefined, 'application/json'] as const;

export interface PageRequest {
  route: string;
  url: string;
  accept: (typeof ACCEPTS)[number];
}

/** `perRoute` addresses of every route of the route table, each with one of the Accept headers in turn. */
export function pageRequests(perRoute: number, seed: number): PageRequest[] {
  return ROUTE_TABLE.flatMap(({ pattern }, routeIndex) =>
    fc.sample(addressOf(pattern), { numRuns: perRoute, seed: seed + routeIndex }).map((url, i) => ({
      route: pattern,
      url,
      accept: ACCEPTS[(routeIndex + i) % ACCEPTS.length],
    })),
  );
}
