import { browserCookies } from './checkout-shopper';

describe("a shopper's session handed to a browser", () => {
  it('reads each cookie of the header, keeping the = signs of a value', () => {
    expect(browserCookies('apteka_session=a1=b2; XSRF-TOKEN=t%3D1', 'http://localhost:3290')).toEqual([
      { name: 'apteka_session', value: 'a1=b2', url: 'http://localhost:3290' },
      { name: 'XSRF-TOKEN', value: 't%3D1', url: 'http://localhost:3290' },
    ]);
  });

  it('is no cookie at all for a shopper without a session', () => {
    expect(browserCookies(undefined, 'http://localhost:3290')).toEqual([]);
    expect(browserCookies('', 'http://localhost:3290')).toEqual([]);
  });
});
