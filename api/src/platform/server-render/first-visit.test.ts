import type { FastifyRequest } from 'fastify';
import { firstVisitOf, reloads } from './first-visit';

const log = console as unknown as FastifyRequest['log'];

describe('a first visit kept to be drawn again', () => {
  it("keeps the address, the cohort, the screen and the first-visit answers, and nothing of the shopper's own", () => {
    const request = {
      url: '/catalog/product/nurofen?utm=x',
      ip: '203.0.113.7',
      headers: {
        cookie: 'sid=abc; apteka_consent_analytics=denied; _ga=GA1.1.2.3',
        'user-agent': 'Mozilla/5.0 (iPhone)',
        'sec-ch-ua-mobile': '?1',
        'x-forwarded-for': '203.0.113.7',
        'accept-language': 'ru',
      },
    } as unknown as FastifyRequest;
    const visit = firstVisitOf(request, 'cohort-1', log);
    expect(visit).toMatchObject({ url: '/catalog/product/nurofen?utm=x', cohort: 'cohort-1', ip: '127.0.0.1' });
    expect(visit.headers).toEqual({
      cookie: 'apteka_consent_analytics=denied',
      'user-agent': 'Mozilla/5.0 (iPhone)',
      'sec-ch-ua-mobile': '?1',
    });
  });
});

describe('a reload', () => {
  it.each([
    ['max-age=0', true],
    ['no-cache', true],
    ['no-cache, no-store', true],
    ['Max-Age=0', true],
    ['max-age=600', false],
    [undefined, false],
  ])('Cache-Control %s: %s', (cacheControl, reload) => {
    const headers = cacheControl === undefined ? {} : { 'cache-control': cacheControl };
    expect(reloads({ headers } as Pick<FastifyRequest, 'headers'>)).toBe(reload);
  });
});
