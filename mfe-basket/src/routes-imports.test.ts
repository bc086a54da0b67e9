import { routes } from './remote';

// The QR encoder is for the order page that shows a code: loaded with the basket's pages it would cost every visit
// to the basket its download and start.
jest.mock('qrcode', () => {
  throw new Error('qrcode must be loaded by the order page when it shows a code, not with the basket');
});

describe("the basket's pages", () => {
  it('load without the QR encoder', () => {
    expect(routes.map((route) => route.path)).toContain('/order/*');
  });
});
