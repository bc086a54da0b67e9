import { tagContainersConfig, type TagContainers } from './http/tag-containers';
import { mobileAppsConfig, type MobileApps } from './http/mobile-apps';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PageRingConfig } from './server-render/page-ring';
import { FIRST_WARMING_MS } from './system/first-warming';
import {
  DEFAULT_BRAND,
  DEFAULT_HEALTH_SAMPLE_RATE,
  DEFAULT_SPEED_SAMPLE_RATE,
  isBrand,
  type Brand,
} from '@apteka/contracts';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export type AppEnv = 'local' | 'production';

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server; PGlite under dataDir when absent */
  databaseUrl: string | undefined;
  dataDir: string;
  /** where published builds live (ORIGIN_DRIVER): a folder (DEPLOY_DIR, the default) or an S3 bucket */
  origin: OriginConfig;
  /** where browsers fetch published files (ASSETS_URL): '' for this site, or a CDN's address */
  assetsUrl?: string;
  /** whether browsers may point a remote at a developer's server (`?mf-override`): never in production */
  allowOverrides?: boolean;
  /** how often an instance reads the registry's revisions, in case a notification was lost (REGISTRY_REFRESH_SECONDS) */
  registryRefreshSeconds?: number;
  /**
   * how often each instance's canary judge looks at the canaries under a rollout policy (CANARY_JUDGE_SECONDS,
   * default 30; 0 turns it off); unset, the judge does not run (tests call it themselves)
   */
  canaryJudgeSeconds?: number;
  /** where an instance keeps the server bundles it fetched and checked (DATA_DIR/bundles) */
  bundleCacheDir?: string;
  /**
   * Prometheus metrics: at /api/metrics with a bearer token (METRICS_TOKEN), or on a port of their own (METRICS_PORT)
   * at an address of their own (METRICS_HOST, 127.0.0.1 by default)
   */
  metrics?: { token?: string; port?: number; host?: string };
  /** build folders `npm start` publishes before the API listens (LOCAL_BUILDS, separated like PATH) */
  localBuilds?: string[];
  /** the share of visits whose browsers report their speed (RUM_SAMPLE_RATE, 0 to 1; default 0.1) */
  speedSampleRate?: number;
  /**
   * the share of browser sessions that report their remotes' errors, page views and adds per version
   * (HEALTH_SAMPLE_RATE, 0 to 1; default 1: a canary at 5 % needs every error it causes)
   */
  healthSampleRate?: number;
  /** how long a stopping instance keeps answering (each answer closing its connection) before it stops listening */
  shutdownDrainMs?: number;
  /** minutes a card order holds its goods unpaid before it is cancelled (UNPAID_ORDER_MINUTES) */
  unpaidOrderMinutes?: number;
  /** where the site's forms are mailed (FEEDBACK_MAILBOX) */
  feedbackMailbox?: string;
  /** the content folder imported into an empty database (CONTENT_DIR) */
  contentDir: string;
  brand: Brand;
  env: AppEnv;
  /** signs CSRF tokens */
  sessionSecret: string;
  /** BUILD_ID from the environment; otherwise the shell's current version, otherwise 'dev' */
  buildId: string | undefined;
  logLevel: string;
  /** Leaflet tile URL template for the pharmacy maps (MAP_TILE_URL) */
  mapTileUrl?: string;
  /** address suggestions and reverse geocoding: the built-in provider or a DaData-protocol service */
  addressSuggest?: AddressSuggestConfig;
  /** how long an instance keeps repeated catalogue reads (CATALOG_CACHE_SECONDS, default 20; 0 turns caching off) */
  catalogCacheSeconds?: number;
  /**
   * how long an instance keeps an anonymous shopper's first view fresh (PAGE_CACHE_SECONDS, default 300; 0 turns
   * it off): changes of goods, prices, stock and content drop kept pages at once, so this bounds only what the clock
   * changes. Unset, it follows catalogCacheSeconds.
   */
  pageCacheSeconds?: number;
  /** advertising: the built-in provider or an outside ad server */
  ads?: AdsConfig;
  /** the marketing team's tag containers (GTM_ID, YANDEX_METRICA_ID), loaded in the browser after consent */
  tagContainers?: TagContainers;
  /** where the purchases the server records go: kept in the database only, or GA4's Measurement Protocol */
  serverAnalytics?: ServerAnalyticsConfig;
  /** the consultant chat: the built-in one, or a hosted service's widget */
  chat?: ChatSettings;
  /** the chain's apps in App Store, Google Play and RuStore, for the app banner */
  mobileApps?: MobileApps;
  /** the card acquirer (PAYMENT_ACQUIRER); only the built-in sandbox exists so far */
  paymentAcquirer?: PaymentAcquirerName;
  /** SMS and mail providers: built-in (an outbox in the database) or real ones */
  messaging?: MessagingConfig;
  /** the store's address as shoppers reach it (PUBLIC_URL): links in mails and OAuth return addresses */
  publicUrl?: string;
  /** sign-in: the shop's daily cap of SMS codes and the external providers configured */
  auth?: AuthConfig;
  /** the Telegram bot that sends notifications (TELEGRAM_BOT) */
  telegramBot?: string;
  /** the API runs behind a proxy that names the client in X-Forwarded-For (TRUST_PROXY=1; on in production) */
  trustProxy?: boolean;
  /** pages drawn on the server (SERVER_RENDER=0 leaves them to browsers) within SERVER_RENDER_BUDGET_MS each */
  serverRender?: { enabled: boolean; budgetMs: number };
  /**
   * The instance's drawings of pages, bounded (see `DrawingQueue`): at most `concurrency` at once (DRAWING_CONCURRENCY,
   * twice the CPUs), at most `maxWaiting` visits waiting (DRAWING_QUEUE, 32) and none longer than `maxWaitMs`
   * (DRAWING_QUEUE_WAIT_MS, 250); a visit beyond them gets the page the browser draws, or the kept one. Redraws
   * after a move and warming run `background` at a time (DRAWING_BACKGROUND, 2). Unset, drawings are not bounded.
   */
  drawingQueue?: { concurrency: number; maxWaiting: number; maxWaitMs: number; background: number };
  /**
   * addresses drawn ahead at start and after each registry move, each for a phone and a desktop (WARM_PAGES, 400: with
   * both screens, most of the 1,000 pages an instance keeps)
   */
  warmPages?: number;
  /**
   * how long after a start an instance stays out of readiness at most while it draws those pages (WARM_READY_MS,
   * 30000; 0: it never waits for them)
   */
  warmReadyMs?: number;
  /**
   * The cluster's instances as its front's consistent hash of the address names them (PAGE_RING) and this one
   * (PAGE_RING_SELF): an instance then draws ahead only addresses the front sends it. Unset, it draws every one.
   */
  pageRing?: PageRingConfig;
  /**
   * Each app version's server renderer (a process of its own): its heap in MB (RENDERER_MEMORY_MB, 256) and how long
   * it may leave the instance's ping unanswered once a render ran past its budget before it is killed
   * (RENDERER_HANG_MS, 2000)
   */
  renderers?: { memoryMb: number; hangMs: number };
  /** LOG_FORMAT: `json` (one object a line, with the request id) or `readable` (a developer's console); unset, JSON
   * in production and wherever the output is no terminal */
  logFormat?: string;
  /** whether LOG_LEVEL was given: without it a readable console shows warnings and errors only */
  logLevelGiven?: boolean;
  /** one readable line per answered request (LOG_REQUESTS=1, or LOG_LEVEL debug or trace) */
  logRequests?: boolean;
}

export type OriginConfig =
  | { driver: 'fs'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      prefix: string;
      endpoint?: string;
      region?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle?: boolean;
    };

function originConfig(env: Env): OriginConfig {
  const driver = env.ORIGIN_DRIVER || 'fs';
  if (driver === 'fs') return { driver, dir: path.resolve(env.DEPLOY_DIR || path.join(REPO_ROOT, '.deploy')) };
  if (driver !== 's3') throw new Error(`ORIGIN_DRIVER must be fs or s3, got "${driver}"`);
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET is required with ORIGIN_DRIVER=s3');
  // the API serves published files only from a folder: from a bucket, browsers fetch them through a CDN
  if (!env.ASSETS_URL) throw new Error('ASSETS_URL (the CDN in front of the bucket) is required with ORIGIN_DRIVER=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    driver,
    bucket: env.S3_BUCKET,
    prefix: (env.S3_PREFIX || '').replace(/^\/+|\/+$/g, ''),
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === undefined ? undefined : env.S3_FORCE_PATH_STYLE === '1',
  };
}

function assetsUrlConfig(value: string | undefined): string {
  if (!value) return '';
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`ASSETS_URL must be http(s), got "${value}"`);
  return value.replace(/\/+$/, '');
}

function nonNegativeInteger(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max)
    throw new Error(`${name} must be an integer from 0 to ${max}, got "${value}"`);
  return number;
}

function sampleRate(value: string | undefined, name = 'RUM_SAMPLE_RATE', fallback = DEFAULT_SPEED_SAMPLE_RATE): number {
  if (value === undefined || value === '') return fallback;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`${name} must be 0 to 1, got "${value}"`);
  return rate;
}

function metricsConfig(env: Env): NonNullable<AppConfig['metrics']> {
  const token = env.METRICS_TOKEN || undefined;
  if (token && token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  const port = env.METRICS_PORT ? parsePort(env.METRICS_PORT) : undefined;
  // not the API's HOST: the port needs no token, so it is opened to the network only when asked
  const host = env.METRICS_HOST || '127.0.0.1';
  if (!isIP(host) && !/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(host))
    throw new Error(`METRICS_HOST must be an address or a host name, got "${host}"`);
  return { token, port, host };
}

function serverRenderConfig(env: Env): NonNullable<AppConfig['serverRender']> {
  const enabled = env.SERVER_RENDER === undefined || env.SERVER_RENDER === '' || env.SERVER_RENDER === '1';
  if (!enabled && env.SERVER_RENDER !== '0')
    throw new Error(`SERVER_RENDER must be 1 or 0, got "${env.SERVER_RENDER}"`);
  const budget = env.SERVER_RENDER_BUDGET_MS ? Number(env.SERVER_RENDER_BUDGET_MS) : 1500;
  if (!Number.isInteger(budget) || budget < 1)
    throw new Error(`SERVER_RENDER_BUDGET_MS must be a positive integer, got "${env.SERVER_RENDER_BUDGET_MS}"`);
  return { enabled, budgetMs: budget };
}

function pageRingConfig(env: Env): PageRingConfig | undefined {
  const servers = (env.PAGE_RING ?? '').split(/[\s,]+/).filter(Boolean);
  const self = env.PAGE_RING_SELF ?? '';
  if (servers.length === 0 && !self) return undefined;
  if (servers.length === 0) throw new Error('PAGE_RING_SELF is set without PAGE_RING: name every instance');
  if (!servers.includes(self))
    throw new Error(`PAGE_RING_SELF must be one of PAGE_RING (${servers.join(', ')}), got "${self}"`);
  return { servers, self };
}

function drawingQueueConfig(env: Env): NonNullable<AppConfig['drawingQueue']> {
  const cpus = os.availableParallelism();
  return {
    concurrency: positiveInteger(env, 'DRAWING_CONCURRENCY', Math.max(2, cpus * 2)),
    maxWaiting: nonNegativeInteger('DRAWING_QUEUE', env.DRAWING_QUEUE, 32, 10_000),
    maxWaitMs: nonNegativeInteger('DRAWING_QUEUE_WAIT_MS', env.DRAWING_QUEUE_WAIT_MS, 250, 60_000),
    background: positiveInteger(env, 'DRAWING_BACKGROUND', 2),
  };
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function renderersConfig(env: Env): NonNullable<AppConfig['renderers']> {
  return {
    memoryMb: positiveInteger(env, 'RENDERER_MEMORY_MB', 256),
    hangMs: positiveInteger(env, 'RENDERER_HANG_MS', 2000),
  };
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

export interface AuthConfig {
  /** SMS codes the whole shop may send a day (AUTH_DAILY_SMS_CAP) */
  dailySmsCap: number;
  /** Yandex ID, VK ID and T-ID clients (YANDEX_CLIENT_ID/SECRET, VK_…, TINKOFF_…); a missing one uses the sandbox */
  providers: Partial<Record<'yandex' | 'vk' | 'tinkoff', OAuthClientConfig>>;
}

function authConfig(env: Env): AuthConfig {
  const cap =
    env.AUTH_DAILY_SMS_CAP === undefined || env.AUTH_DAILY_SMS_CAP === '' ? 10_000 : Number(env.AUTH_DAILY_SMS_CAP);
  if (!Number.isInteger(cap) || cap < 1)
    throw new Error(`AUTH_DAILY_SMS_CAP must be a positive integer, got "${env.AUTH_DAILY_SMS_CAP}"`);
  const providers: AuthConfig['providers'] = {};
  for (const [name, prefix] of [
    ['yandex', 'YANDEX'],
    ['vk', 'VK'],
    ['tinkoff', 'TINKOFF'],
  ] as const) {
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET go together`);
    providers[name] = { clientId, clientSecret };
  }
  return { dailySmsCap: cap, providers };
}

export interface MessagingConfig {
  sms: { provider: 'builtin' } | { provider: 'gateway'; url: string; token: string; from?: string };
  mail: { provider: 'builtin' } | { provider: 'smtp'; url: string; from: string };
}

export const DEFAULT_SMS_URL = 'https://sms.ru';
export const DEFAULT_MAIL_FROM = 'Интернет-аптека <no-reply@apteka.local>';

function positiveMinutes(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1)
    throw new Error(`UNPAID_ORDER_MINUTES must be a positive integer, got "${value}"`);
  return minutes;
}

function messagingConfig(env: Env): MessagingConfig {
  const smsProvider = env.SMS_PROVIDER || 'builtin';
  let sms: MessagingConfig['sms'];
  if (smsProvider === 'builtin') sms = { provider: 'builtin' };
  else if (smsProvider === 'gateway') {
    if (!env.SMS_TOKEN) throw new Error('SMS_TOKEN is required with SMS_PROVIDER=gateway');
    sms = {
      provider: 'gateway',
      url: (env.SMS_URL || DEFAULT_SMS_URL).replace(/\/+$/, ''),
      token: env.SMS_TOKEN,
      from: env.SMS_FROM || undefined,
    };
  } else throw new Error(`SMS_PROVIDER must be builtin or gateway, got "${smsProvider}"`);

  const mailProvider = env.MAIL_PROVIDER || 'builtin';
  let mail: MessagingConfig['mail'];
  if (mailProvider === 'builtin') mail = { provider: 'builtin' };
  else if (mailProvider === 'smtp') {
    if (!env.SMTP_URL) throw new Error('SMTP_URL is required with MAIL_PROVIDER=smtp');
    mail = { provider: 'smtp', url: env.SMTP_URL, from: env.MAIL_FROM || DEFAULT_MAIL_FROM };
  } else throw new Error(`MAIL_PROVIDER must be builtin or smtp, got "${mailProvider}"`);
  return { sms, mail };
}

export type PaymentAcquirerName = 'sandbox';

export interface AdsConfig {
  provider: 'builtin' | 'http';
  /** ad server base URL (ADS_URL) */
  url: string;
  /** sent as 'Authorization: Bearer <token>' (ADS_TOKEN) */
  token: string | undefined;
}

export interface AddressSuggestConfig {
  provider: 'builtin' | 'dadata';
  /** service base URL (ADDRESS_SUGGEST_URL), e.g. https://suggestions.dadata.ru */
  url: string;
  /** sent as 'Authorization: Token <token>' (ADDRESS_SUGGEST_TOKEN) */
  token: string | undefined;
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_SUGGEST_URL = 'https://suggestions.dadata.ru';

function addressSuggestConfig(env: Env): AddressSuggestConfig {
  const provider = env.ADDRESS_SUGGEST_PROVIDER || 'builtin';
  if (provider !== 'builtin' && provider !== 'dadata') {
    throw new Error(`ADDRESS_SUGGEST_PROVIDER must be builtin or dadata, got "${provider}"`);
  }
  const token = env.ADDRESS_SUGGEST_TOKEN || undefined;
  if (provider === 'dadata' && !token)
    throw new Error('ADDRESS_SUGGEST_TOKEN is required with ADDRESS_SUGGEST_PROVIDER=dadata');
  return { provider, url: (env.ADDRESS_SUGGEST_URL || DEFAULT_SUGGEST_URL).replace(/\/+$/, ''), token };
}

function adsConfig(env: Env): AdsConfig {
  const provider = env.ADS_PROVIDER || 'builtin';
  if (provider !== 'builtin' && provider !== 'http')
    throw new Error(`ADS_PROVIDER must be builtin or http, got "${provider}"`);
  const url = (env.ADS_URL || '').replace(/\/+$/, '');
  if (provider === 'http' && !url) throw new Error('ADS_URL is required with ADS_PROVIDER=http');
  return { provider, url, token: env.ADS_TOKEN || undefined };
}

type Env = Record<string, string | undefined>;

/** `secret` signs the customer's hash for the chat service; the built-in chat derives one when none is set. */
export type ChatSettings =
  { provider: 'builtin'; secret?: string } | { provider: 'jivo'; widgetId: string; secret: string };

function chatSettings(env: Env): ChatSettings {
  const provider = env.CHAT_PROVIDER || 'builtin';
  const secret = env.CHAT_SECRET || undefined;
  if (provider === 'builtin') return secret ? { provider, secret } : { provider };
  if (provider !== 'jivo') throw new Error(`CHAT_PROVIDER must be builtin or jivo, got "${provider}"`);
  const widgetId = env.CHAT_WIDGET_ID || '';
  if (!/^[A-Za-z0-9]{4,32}$/.test(widgetId)) throw new Error('CHAT_WIDGET_ID is required with CHAT_PROVIDER=jivo');
  if (!secret) throw new Error('CHAT_SECRET is required with CHAT_PROVIDER=jivo');
  return { provider, widgetId, secret };
}

export type ServerAnalyticsConfig =
  { provider: 'builtin' } | { provider: 'ga4'; measurementId: string; apiSecret: string; url: string };

function serverAnalyticsConfig(env: Env): ServerAnalyticsConfig {
  const provider = env.ANALYTICS_PROVIDER || 'builtin';
  if (provider === 'builtin') return { provider };
  if (provider !== 'ga4') throw new Error(`ANALYTICS_PROVIDER must be builtin or ga4, got "${provider}"`);
  const measurementId = env.GA4_MEASUREMENT_ID || '';
  const apiSecret = env.GA4_API_SECRET || '';
  if (!/^G-[A-Z0-9]{4,16}$/.test(measurementId))
    throw new Error('GA4_MEASUREMENT_ID (G-XXXXXXX) is required with ANALYTICS_PROVIDER=ga4');
  if (!apiSecret) throw new Error('GA4_API_SECRET is required with ANALYTICS_PROVIDER=ga4');
  const url = (env.GA4_URL || 'https://www.google-analytics.com').replace(/\/+$/, '');
  return { provider, measurementId, apiSecret, url };
}

function parsePaymentAcquirer(value: string | undefined): PaymentAcquirerName {
  if (value === undefined || value === '' || value === 'sandbox') return 'sandbox';
  throw new Error(`PAYMENT_ACQUIRER must be sandbox, got "${value}"`);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

function parseCacheSeconds(value: string | undefined, name = 'CATALOG_CACHE_SECONDS', fallback = 20): number {
  if (value === undefined || value === '') return fallback;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3600)
    throw new Error(`${name} must be 0 to 3600, got "${value}"`);
  return seconds;
}

/** Local mode keeps one generated secret in DATA_DIR so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const appEnv = env.APP_ENV ?? 'local';
  if (appEnv !== 'local' && appEnv !== 'production')
    throw new Error(`APP_ENV must be local or production, got "${appEnv}"`);
  const brand = env.BRAND ?? DEFAULT_BRAND;
  if (!isBrand(brand)) throw new Error(`BRAND "${brand}" is not one of the known brands`);
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));

  let sessionSecret = env.SESSION_SECRET;
  if (!sessionSecret) {
    if (appEnv === 'production') throw new Error('SESSION_SECRET is required when APP_ENV=production');
    sessionSecret = localSessionSecret(dataDir);
  }

  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    origin: originConfig(env),
    assetsUrl: assetsUrlConfig(env.ASSETS_URL),
    allowOverrides: appEnv !== 'production',
    registryRefreshSeconds: nonNegativeInteger('REGISTRY_REFRESH_SECONDS', env.REGISTRY_REFRESH_SECONDS, 5, 3600) || 5,
    canaryJudgeSeconds: nonNegativeInteger('CANARY_JUDGE_SECONDS', env.CANARY_JUDGE_SECONDS, 30, 3600),
    bundleCacheDir: path.join(dataDir, 'bundles'),
    metrics: metricsConfig(env),
    speedSampleRate: sampleRate(env.RUM_SAMPLE_RATE),
    healthSampleRate: sampleRate(env.HEALTH_SAMPLE_RATE, 'HEALTH_SAMPLE_RATE', DEFAULT_HEALTH_SAMPLE_RATE),
    localBuilds: env.LOCAL_BUILDS ? env.LOCAL_BUILDS.split(path.delimiter).filter(Boolean) : [],
    shutdownDrainMs: nonNegativeInteger('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 0, 120_000),
    contentDir: path.resolve(env.CONTENT_DIR || path.join(REPO_ROOT, 'content')),
    feedbackMailbox: env.FEEDBACK_MAILBOX || 'feedback@apteka.local',
    unpaidOrderMinutes: positiveMinutes(env.UNPAID_ORDER_MINUTES, 20),
    brand,
    env: appEnv,
    sessionSecret,
    buildId: env.BUILD_ID || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    mapTileUrl: env.MAP_TILE_URL || DEFAULT_TILE_URL,
    addressSuggest: addressSuggestConfig(env),
    catalogCacheSeconds: parseCacheSeconds(env.CATALOG_CACHE_SECONDS),
    pageCacheSeconds: parseCacheSeconds(env.PAGE_CACHE_SECONDS, 'PAGE_CACHE_SECONDS', 300),
    ads: adsConfig(env),
    tagContainers: tagContainersConfig(env),
    serverAnalytics: serverAnalyticsConfig(env),
    chat: chatSettings(env),
    mobileApps: mobileAppsConfig(env),
    paymentAcquirer: parsePaymentAcquirer(env.PAYMENT_ACQUIRER),
    messaging: messagingConfig(env),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${parsePort(env.PORT)}`).replace(/\/+$/, ''),
    auth: authConfig(env),
    telegramBot: env.TELEGRAM_BOT || 'apteka_help_bot',
    trustProxy:
      env.TRUST_PROXY === undefined || env.TRUST_PROXY === '' ? appEnv === 'production' : env.TRUST_PROXY === '1',
    serverRender: serverRenderConfig(env),
    renderers: renderersConfig(env),
    drawingQueue: drawingQueueConfig(env),
    warmPages: nonNegativeInteger('WARM_PAGES', env.WARM_PAGES, 400, 5000),
    warmReadyMs: nonNegativeInteger('WARM_READY_MS', env.WARM_READY_MS, FIRST_WARMING_MS, 600_000),
    pageRing: pageRingConfig(env),
    logFormat: env.LOG_FORMAT || undefined,
    logLevelGiven: Boolean(env.LOG_LEVEL),
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace',
  };
}
