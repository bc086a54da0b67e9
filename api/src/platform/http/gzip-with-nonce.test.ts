import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { acceptsGzip, gzipTemplate, gzipWithNonce } from './gzip-with-nonce';

describe('a page compressed once and sent with a nonce of its own each time', () => {
  const mark = 'TWFyay1vZi10aGUtZHJhd2luZw==';
  // large, repetitive and with non-Latin text, as a page is
  const page =
    `<!doctype html><html><head><style nonce="${mark}">.a{}</style></head><body>` +
    Array.from({ length: 400 }, (_, i) => `<p class="css-${i % 7}">Нурофен таблетки ${i} шт — ${i * 37} ₽</p>`).join(
      '',
    ) +
    `<script nonce="${mark}">window.x=1</script><script nonce="${mark}" src="/a.js"></script></body></html>`;

  it('unpacks to the page with the answer’s nonce in every place, its CRC and size checked', () => {
    const template = gzipTemplate(page, mark);
    for (const nonce of [randomBytes(16).toString('base64'), randomBytes(16).toString('base64')]) {
      const body = gzipWithNonce(template, nonce);
      expect(zlib.gunzipSync(body).toString('utf8')).toBe(page.split(mark).join(nonce));
    }
  });

  it('is still compressed: far smaller than the page', () => {
    const body = gzipWithNonce(gzipTemplate(page, mark), randomBytes(16).toString('base64'));
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 5);
  });

  it('works for a page with no nonce at all', () => {
    expect(zlib.gunzipSync(gzipWithNonce(gzipTemplate('<p>без скриптов</p>', mark), 'n')).toString()).toBe(
      '<p>без скриптов</p>',
    );
  });

  it('is sent to browsers that take gzip', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
