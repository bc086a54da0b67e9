import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CartItem } from '@apteka/contracts';
import { loadConfig } from '../src/platform/config';
import { RateLimiter } from '../src/platform/rate-limit/rate-limiter';
import { cartTotals } from '../src/modules/basket/cart-totals';
import { defaultSessionData, normalizeSessionData } from '../src/platform/session/session-data';
import { csrfTokenFor } from '../src/platform/plugins/csrf';

const line = (quantity: number, base: number, special: number | null): CartItem => ({
  productId: base,
  guid: 'g',
  slug: 's',
  name: 'n',
  image: 'i',
  quantity,
  price: { base, special },
  status: 'in_stock',
  availableQuantity: 10,
  isPrescription: false,
  isDarkStore: false,
});

describe('cartTotals', () => {
  test('sums goods and discounts per unit; pickup costs nothing', () => {
    expect(cartTotals([line(2, 10000, 8000), line(1, 5000, null)], null)).toEqual({
      goods: 25000,
      discount: 4000,
      coupon: 0,
      bonus: 0,
      delivery: 0,
      total: 21000,
    });
  });

  test('courier costs below the free threshold (after discounts) and nothing from it', () => {
    const rules = { courierCost: 29900, courierFreeFrom: 300000 };
    expect(cartTotals([line(1, 100000, null)], rules)).toMatchObject({ delivery: 29900, total: 129900 });
    expect(cartTotals([line(3, 100000, null)], rules)).toMatchObject({ delivery: 0, total: 300000 });
    expect(cartTotals([line(3, 110000, 90000)], rules)).toMatchObject({ discount: 60000, delivery: 29900 });
    expect(cartTotals([], rules)).toEqual({ goods: 0, discount: 0, coupon: 0, bonus: 0, delivery: 0, total: 0 });
  });

  test('lines not sold in the region are not counted', () => {
    expect(cartTotals([{ ...line(1, 1000, null), price: null }], null).total).toBe(0);
  });
});

describe('RateLimiter', () => {
  test('allows the limit per window and per key, then resets', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3, 4].map(() => limiter.hit('a'))).toEqual([true, true, true, false]);
    expect(limiter.hit('b')).toBe(true);
    now = 60_000;
    expect(limiter.hit('a')).toBe(true);
  });
});

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

describe('csrfTokenFor', () => {
  test('depends on both the session and the secret', () => {
    const token = csrfTokenFor('session-a', 'secret');
    expect(token).toBe(csrfTokenFor('session-a', 'secret'));
    expect(token).not.toBe(csrfTokenFor('session-b', 'secret'));
    expect(token).not.toBe(csrfTokenFor('session-a', 'other'));
  });
});

describe('loadConfig', () => {
  test('defaults for local mode and a generated secret persisted in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'apteka-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      brand: 'samson',
      env: 'local',
      databaseUrl: undefined,
      dataDir,
    });
    expect(config.deployDir).toMatch(/\.deploy$/);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(config.sessionSecret);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('reads the environment and refuses bad values', () => {
    const config = loadConfig({
      PORT: '8080',
      BRAND: 'whitelabel',
      APP_ENV: 'production',
      SESSION_SECRET: 's3cret',
      DATABASE_URL: 'postgres://x/y',
      BUILD_ID: 'b1',
    });
    expect(config).toMatchObject({
      port: 8080,
      brand: 'whitelabel',
      env: 'production',
      sessionSecret: 's3cret',
      databaseUrl: 'postgres://x/y',
      buildId: 'b1',
    });
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ BRAND: 'nope', SESSION_SECRET: 'x' })).toThrow(/BRAND/);
    expect(() => loadConfig({ PORT: 'abc', SESSION_SECRET: 'x' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_ENV: 'staging', SESSION_SECRET: 'x' })).toThrow(/APP_ENV/);
  });

  test('keeps catalogue reads 20 s unless CATALOG_CACHE_SECONDS says otherwise (0 turns it off)', () => {
    expect(loadConfig({ SESSION_SECRET: 'x' }).catalogCacheSeconds).toBe(20);
    expect(loadConfig({ SESSION_SECRET: 'x', CATALOG_CACHE_SECONDS: '0' }).catalogCacheSeconds).toBe(0);
    expect(() => loadConfig({ SESSION_SECRET: 'x', CATALOG_CACHE_SECONDS: '-1' })).toThrow(/CATALOG_CACHE_SECONDS/);
    expect(() => loadConfig({ SESSION_SECRET: 'x', CATALOG_CACHE_SECONDS: 'soon' })).toThrow(/CATALOG_CACHE_SECONDS/);
  });
});
