import { PREVIEW_MAX_HOURS, readPreview, signPreview } from './preview-links';

const SECRET = 'the-api-secret-of-this-test';
const NOW = Date.UTC(2026, 10, 28, 12);
const pin = { app: 'catalog' as const, version: '1.4.0', expires: NOW + 3600_000 };

describe('preview links', () => {
  it('carry the remote, version and expiry the platform signed', () => {
    expect(readPreview(SECRET, signPreview(SECRET, pin), NOW)).toEqual(pin);
  });

  it('do nothing when altered, forged with another key, expired, or promising more than a day', () => {
    const token = signPreview(SECRET, pin);
    const [payload, signature] = token.split('.') as [string, string];
    const otherVersion = Buffer.from(JSON.stringify(['catalog', '6.6.6', pin.expires])).toString('base64url');
    expect(readPreview(SECRET, `${otherVersion}.${signature}`, NOW)).toBeNull();
    expect(readPreview(SECRET, `${payload}.${signature.slice(0, -2)}AA`, NOW)).toBeNull();
    expect(readPreview(SECRET, signPreview('another-secret', pin), NOW)).toBeNull();
    expect(readPreview(SECRET, token, pin.expires)).toBeNull();
    const tooLong = { ...pin, expires: NOW + (PREVIEW_MAX_HOURS + 1) * 3600_000 };
    expect(readPreview(SECRET, signPreview(SECRET, tooLong), NOW)).toBeNull();
    expect(readPreview(SECRET, 'not-a-token', NOW)).toBeNull();
    expect(readPreview(SECRET, undefined, NOW)).toBeNull();
  });

  it('name only remotes and plain versions', () => {
    expect(readPreview(SECRET, signPreview(SECRET, { ...pin, app: 'shell' as 'catalog' }), NOW)).toBeNull();
    expect(readPreview(SECRET, signPreview(SECRET, { ...pin, version: '../1.0.0' }), NOW)).toBeNull();
  });
});
