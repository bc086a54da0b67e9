import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

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
    expect(config.origin).toEqual({ driver: 'fs', dir: expect.stringMatching(/\.deploy$/) });
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

  test('chooses the SMS and mail providers, and refuses a real one without its credentials', () => {
    expect(loadConfig({ SESSION_SECRET: 'x' }).messaging).toEqual({
      sms: { provider: 'builtin' },
      mail: { provider: 'builtin' },
    });
    expect(
      loadConfig({
        SESSION_SECRET: 'x',
        SMS_PROVIDER: 'gateway',
        SMS_TOKEN: 't',
        MAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtp://m:25',
      }).messaging,
    ).toEqual({
      sms: { provider: 'gateway', url: 'https://sms.ru', token: 't', from: undefined },
      mail: { provider: 'smtp', url: 'smtp://m:25', from: 'Интернет-аптека <no-reply@apteka.local>' },
    });
    expect(() => loadConfig({ SESSION_SECRET: 'x', SMS_PROVIDER: 'gateway' })).toThrow(/SMS_TOKEN/);
    expect(() => loadConfig({ SESSION_SECRET: 'x', MAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SESSION_SECRET: 'x', SMS_PROVIDER: 'pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ SESSION_SECRET: 'x', PAYMENT_ACQUIRER: 'other' })).toThrow(/PAYMENT_ACQUIRER/);
  });

  test('the build origin: a folder by default, an S3 bucket with a CDN in front of it; metrics and the drain', () => {
    expect(loadConfig({ SESSION_SECRET: 'x', DEPLOY_DIR: '/srv/origin' })).toMatchObject({
      origin: { driver: 'fs', dir: '/srv/origin' },
      assetsUrl: '',
      allowOverrides: true,
      registryRefreshSeconds: 5,
      metrics: { token: undefined, port: undefined },
      shutdownDrainMs: 0,
    });
    const s3 = {
      SESSION_SECRET: 'x',
      ORIGIN_DRIVER: 's3',
      S3_BUCKET: 'apteka-builds',
      S3_PREFIX: '/store/',
      S3_ENDPOINT: 'https://storage.yandexcloud.net',
      S3_REGION: 'ru-central1',
      ASSETS_URL: 'https://cdn.apteka.example/',
    };
    expect(loadConfig(s3)).toMatchObject({
      origin: {
        driver: 's3',
        bucket: 'apteka-builds',
        prefix: 'store',
        endpoint: 'https://storage.yandexcloud.net',
        region: 'ru-central1',
      },
      assetsUrl: 'https://cdn.apteka.example',
    });
    expect(() => loadConfig({ ...s3, ASSETS_URL: '' })).toThrow(/ASSETS_URL/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ SESSION_SECRET: 'x', ORIGIN_DRIVER: 'ftp' })).toThrow(/ORIGIN_DRIVER/);
    expect(() => loadConfig({ SESSION_SECRET: 'x', ASSETS_URL: 'ftp://cdn' })).toThrow(/ASSETS_URL/);
    expect(loadConfig({ SESSION_SECRET: 'x', APP_ENV: 'production' }).allowOverrides).toBe(false);
    expect(() => loadConfig({ SESSION_SECRET: 'x', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ SESSION_SECRET: 'x', SHUTDOWN_DRAIN_MS: '-5' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(loadConfig({ SESSION_SECRET: 'x' }).speedSampleRate).toBe(0.1);
    expect(loadConfig({ SESSION_SECRET: 'x', RUM_SAMPLE_RATE: '0.25' }).speedSampleRate).toBe(0.25);
    expect(() => loadConfig({ SESSION_SECRET: 'x', RUM_SAMPLE_RATE: '2' })).toThrow(/RUM_SAMPLE_RATE/);
    expect(loadConfig({ SESSION_SECRET: 'x' }).healthSampleRate).toBe(1);
    expect(loadConfig({ SESSION_SECRET: 'x', HEALTH_SAMPLE_RATE: '0.5' }).healthSampleRate).toBe(0.5);
    expect(() => loadConfig({ SESSION_SECRET: 'x', HEALTH_SAMPLE_RATE: '-1' })).toThrow(/HEALTH_SAMPLE_RATE/);
    expect(loadConfig({ SESSION_SECRET: 'x' }).renderers).toEqual({ memoryMb: 256, hangMs: 2000 });
    expect(() => loadConfig({ SESSION_SECRET: 'x', RENDERER_MEMORY_MB: '0' })).toThrow(/RENDERER_MEMORY_MB/);
    expect(loadConfig({ SESSION_SECRET: 'x' }).canaryJudgeSeconds).toBe(30);
    expect(loadConfig({ SESSION_SECRET: 'x', CANARY_JUDGE_SECONDS: '0' }).canaryJudgeSeconds).toBe(0);
    expect(() => loadConfig({ SESSION_SECRET: 'x', CANARY_JUDGE_SECONDS: 'often' })).toThrow(/CANARY_JUDGE_SECONDS/);
  });

  test("the metrics port listens on 127.0.0.1 unless METRICS_HOST says otherwise, whatever the API's HOST", () => {
    expect(loadConfig({ SESSION_SECRET: 'x', HOST: '0.0.0.0', METRICS_PORT: '9100' }).metrics).toEqual({
      token: undefined,
      port: 9100,
      host: '127.0.0.1',
    });
    expect(loadConfig({ SESSION_SECRET: 'x', METRICS_PORT: '9100', METRICS_HOST: '10.0.0.11' }).metrics?.host).toBe(
      '10.0.0.11',
    );
    expect(loadConfig({ SESSION_SECRET: 'x', METRICS_HOST: '::' }).metrics?.host).toBe('::');
    expect(() => loadConfig({ SESSION_SECRET: 'x', METRICS_HOST: '0.0.0.0:9100' })).toThrow(/METRICS_HOST/);
  });

  test('keeps catalogue reads 20 s unless CATALOG_CACHE_SECONDS says otherwise (0 turns it off)', () => {
    expect(loadConfig({ SESSION_SECRET: 'x' }).catalogCacheSeconds).toBe(20);
    expect(loadConfig({ SESSION_SECRET: 'x', CATALOG_CACHE_SECONDS: '0' }).catalogCacheSeconds).toBe(0);
    expect(() => loadConfig({ SESSION_SECRET: 'x', CATALOG_CACHE_SECONDS: '-1' })).toThrow(/CATALOG_CACHE_SECONDS/);
    expect(() => loadConfig({ SESSION_SECRET: 'x', CATALOG_CACHE_SECONDS: 'soon' })).toThrow(/CATALOG_CACHE_SECONDS/);
  });

  test('draws 400 addresses ahead unless WARM_PAGES says otherwise (0 turns it off)', () => {
    expect(loadConfig({ SESSION_SECRET: 'x' }).warmPages).toBe(400);
    expect(loadConfig({ SESSION_SECRET: 'x', WARM_PAGES: '0' }).warmPages).toBe(0);
    expect(() => loadConfig({ SESSION_SECRET: 'x', WARM_PAGES: '-1' })).toThrow(/WARM_PAGES/);
  });

  test('readiness waits for the pages drawn ahead at start 30 s at most, unless WARM_READY_MS says otherwise', () => {
    expect(loadConfig({ SESSION_SECRET: 'x' }).warmReadyMs).toBe(30_000);
    expect(loadConfig({ SESSION_SECRET: 'x', WARM_READY_MS: '0' }).warmReadyMs).toBe(0);
    expect(() => loadConfig({ SESSION_SECRET: 'x', WARM_READY_MS: 'soon' })).toThrow(/WARM_READY_MS/);
  });

  test('the page ring: every instance and this one, or neither', () => {
    expect(loadConfig({ SESSION_SECRET: 'x' }).pageRing).toBeUndefined();
    expect(
      loadConfig({ SESSION_SECRET: 'x', PAGE_RING: '10.0.0.11:3000, 10.0.0.12:3000', PAGE_RING_SELF: '10.0.0.12:3000' })
        .pageRing,
    ).toEqual({ servers: ['10.0.0.11:3000', '10.0.0.12:3000'], self: '10.0.0.12:3000' });
    expect(() => loadConfig({ SESSION_SECRET: 'x', PAGE_RING: '10.0.0.11:3000' })).toThrow(/PAGE_RING_SELF/);
    expect(() =>
      loadConfig({ SESSION_SECRET: 'x', PAGE_RING: '10.0.0.11:3000', PAGE_RING_SELF: '10.0.0.13:3000' }),
    ).toThrow(/PAGE_RING_SELF must be one of PAGE_RING/);
    expect(() => loadConfig({ SESSION_SECRET: 'x', PAGE_RING_SELF: '10.0.0.13:3000' })).toThrow(/without PAGE_RING/);
  });

  test('server analytics: kept in the database unless GA4 is chosen with its id and secret', () => {
    expect(loadConfig({ SESSION_SECRET: 'x' }).serverAnalytics).toEqual({ provider: 'builtin' });
    expect(
      loadConfig({
        SESSION_SECRET: 'x',
        ANALYTICS_PROVIDER: 'ga4',
        GA4_MEASUREMENT_ID: 'G-AB12CD34',
        GA4_API_SECRET: 'k',
      }).serverAnalytics,
    ).toEqual({
      provider: 'ga4',
      measurementId: 'G-AB12CD34',
      apiSecret: 'k',
      url: 'https://www.google-analytics.com',
    });
    expect(() => loadConfig({ SESSION_SECRET: 'x', ANALYTICS_PROVIDER: 'ga4' })).toThrow(/GA4_MEASUREMENT_ID/);
    expect(() =>
      loadConfig({ SESSION_SECRET: 'x', ANALYTICS_PROVIDER: 'ga4', GA4_MEASUREMENT_ID: 'G-AB12CD34' }),
    ).toThrow(/GA4_API_SECRET/);
    expect(() => loadConfig({ SESSION_SECRET: 'x', ANALYTICS_PROVIDER: 'mixpanel' })).toThrow(/ANALYTICS_PROVIDER/);
    expect(() => loadConfig({ SESSION_SECRET: 'x', GTM_ID: 'UA-1' })).toThrow(/GTM_ID/);
  });
});
