import { readToken, signToken } from './signed-tokens';

it('reads back a token of its purpose before it expires, and nothing forged, foreign or late', () => {
  const now = Date.UTC(2026, 10, 24);
  const token = signToken('secret', 'verify-email', { customerId: 7, email: 'a@b.ru' }, 3600, now);
  expect(readToken('secret', 'verify-email', token, now + 1000)).toEqual({
    customerId: 7,
    email: 'a@b.ru',
    exp: now / 1000 + 3600,
  });
  expect(readToken('secret', 'unsubscribe', token, now)).toBeNull();
  expect(readToken('other', 'verify-email', token, now)).toBeNull();
  expect(readToken('secret', 'verify-email', token, now + 3600_000)).toBeNull();
  const [body, mac] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ customerId: 8, email: 'a@b.ru', exp: now / 1000 + 3600 })).toString(
    'base64url',
  );
  expect(readToken('secret', 'verify-email', `${forged}.${mac}`, now)).toBeNull();
  expect(readToken('secret', 'verify-email', `${body}.`, now)).toBeNull();
  expect(readToken('secret', 'verify-email', 'garbage', now)).toBeNull();
});
