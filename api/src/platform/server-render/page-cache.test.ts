import { answerCookies, productIdsIn, withNonce } from './page-cache';

describe('a kept page', () => {
  it('knows the products its answers show: products by id and address key, and basket lines', () => {
    const answers = {
      '/products/nurofen': { id: 7, slug: 'nurofen', analogs: [{ id: 8, slug: 'ibuprofen', price: { base: 100 } }] },
      '/cart/': { id: '00000000-0000-0000-0000-000000000000', items: [{ productId: 9, quantity: 1 }] },
      '/layout/location': { region: { id: 14, name: 'Москва' } },
    };
    expect(productIdsIn(answers).sort()).toEqual([7, 8, 9]);
  });

  it("is kept apart by the shopper's first-visit answers only, in any order", () => {
    expect(answerCookies('sid=abc; apteka_consent_analytics=denied; _ga=GA1.1.2.3; apteka_dismissed_x=1')).toBe(
      'apteka_consent_analytics=denied; apteka_dismissed_x=1',
    );
    expect(answerCookies('apteka_dismissed_x=1; apteka_consent_analytics=denied')).toBe(
      'apteka_consent_analytics=denied; apteka_dismissed_x=1',
    );
    expect(answerCookies(undefined)).toBe('');
  });

  it("is sent with the answer's own nonce wherever the drawing's stand-in stood", () => {
    const page = {
      status: 200,
      html: '<style nonce="MARK"></style><script nonce="MARK"></script>',
      headers: { 'Content-Security-Policy': "script-src 'nonce-MARK'", 'Content-Type': 'text/html' },
      nonceMark: 'MARK',
      productIds: [],
      drawnAt: 1,
    };
    expect(withNonce(page, 'n1')).toEqual({
      html: '<style nonce="n1"></style><script nonce="n1"></script>',
      headers: { 'Content-Security-Policy': "script-src 'nonce-n1'", 'Content-Type': 'text/html' },
    });
  });
});
