import { defaultSessionData, normalizeSessionData } from './session-data';

describe('normalizeSessionData', () => {
  test('keeps well-formed fields and defaults the rest', () => {
    expect(
      normalizeSessionData({ regionId: 27, deliveryMode: 'courier', storeId: 'x', basketId: 5 }, 'samson'),
    ).toEqual({
      ...defaultSessionData('samson'),
      regionId: 27,
      deliveryMode: 'courier',
    });
    expect(normalizeSessionData(null, 'ozerki')).toEqual(defaultSessionData('ozerki'));
  });

  test('a single-city brand always stays in its city', () => {
    expect(normalizeSessionData({ regionId: 27 }, 'whitelabel').regionId).toBe(14);
  });
});
