import { nativeRequire } from './native-modules';
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import type { Brand } from '@apteka/contracts';
import { buildApp } from '../../src/app';
import { REPO_ROOT, type AppConfig } from '../../src/platform/config';
import type { PgliteModules } from '../../src/platform/database/pglite';
import type { Db } from '../../src/platform/database/types';
import {
  ADMIN_URL,
  openPgliteFromTemplate,
  openPostgresFromTemplate,
  TEST_PRODUCTS,
  type Template,
} from './database-templates';

// PGlite needs a few seconds to boot; the root config's testTimeout does not reach a project.
jest.setTimeout(60_000);

export type Engine = Db['engine'];

/** Whether the PostgreSQL test server answers; checked synchronously because describe.each needs the list up front. */
function postgresAnswers(): boolean {
  if (process.env.TEST_POSTGRES === '0') return false;
  const { hostname, port } = new URL(ADMIN_URL);
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `require('net').connect(${Number(port || 5432)}, ${JSON.stringify(hostname)}).on('connect', () => process.exit(0)).on('error', () => process.exit(1))`,
    ],
    { timeout: 3000 },
  );
  return probe.status === 0;
}

/**
 * Both engines, for the suites about how data is kept: transactions and locks, migrations, what holds across
 * instances, the plans the catalogue's queries get. PGlite always; the PostgreSQL server too when it answers.
 */
export const engines: Engine[] = postgresAnswers() ? ['pglite', 'postgres'] : ['pglite'];

/**
 * One engine, for the suites about what the routes answer: the PostgreSQL server when it answers (what production
 * runs), PGlite otherwise. The routes run the same SQL on both and never ask which one they are on: what differs
 * between the engines is how data is kept, which the suites on `engines` cover, and each route suite run twice
 * doubled its time. The e2e journeys run the whole store on PGlite.
 */
export const engineForRoutes: Engine[] = [engines.includes('postgres') ? 'postgres' : 'pglite'];

export function loadPgliteOutsideJest(): Promise<PgliteModules> {
  const { PGlite } = nativeRequire<Pick<PgliteModules, 'PGlite'>>('@electric-sql/pglite');
  const { pg_trgm } = nativeRequire<Pick<PgliteModules, 'pg_trgm'>>('@electric-sql/pglite/contrib/pg_trgm');
  return Promise.resolve({ PGlite, pg_trgm });
}

export interface TestDatabase {
  db: Db;
  /** for the PostgreSQL engine: where a second pool can connect */
  connectionString?: string;
  /** closes the database (and drops it on the server) */
  dispose(): Promise<void>;
}

/** A fresh, empty database: in-memory PGlite, or `apteka_test_<random>` on the server. */
export function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  return openFromTemplate(engine, { kind: 'empty' });
}

/** A fresh database holding the migrated schema and no data. */
export function openMigratedDatabase(engine: Engine): Promise<TestDatabase> {
  return openFromTemplate(engine, { kind: 'migrated' });
}

export { TEST_PRODUCTS };

/** Migrated and filled by the deterministic seed with a small catalogue, or one of `products`. */
export function openCatalogueDatabase(engine: Engine, products = TEST_PRODUCTS): Promise<TestDatabase> {
  return openFromTemplate(engine, { kind: 'catalogue', products });
}

async function openFromTemplate(engine: Engine, template: Template): Promise<TestDatabase> {
  if (engine === 'postgres') return openPostgresFromTemplate(4, template);
  const db = await openPgliteFromTemplate(template, loadPgliteOutsideJest);
  return { db, dispose: () => db.close().catch(() => undefined) };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    // Never written: the secret is given, PGlite runs in memory.
    dataDir: path.join(os.tmpdir(), 'apteka-test-data-unused'),
    origin: { driver: 'fs', dir: path.join(os.tmpdir(), 'apteka-no-deploy-dir') },
    contentDir: path.join(REPO_ROOT, 'content'),
    brand: 'samson' satisfies Brand,
    env: 'local',
    sessionSecret: 'test-secret',
    buildId: undefined,
    logLevel: 'silent',
    ...overrides,
  };
}

export async function buildTestApp(db: Db, overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), db, { logger: false });
  await app.ready();
  return app;
}

/**
 * A seeded catalogue database on `engine` and an app on it for the enclosing describe block, opened before its
 * tests and closed after them. Read `database` and `app` inside tests (they exist once beforeAll has run).
 */
export function useCatalogueApp(
  engine: Engine,
  overrides: Partial<AppConfig> = {},
): { readonly database: TestDatabase; readonly app: FastifyInstance } {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await openCatalogueDatabase(engine);
    app = await buildTestApp(database.db, overrides);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useCatalogueApp: read database and app inside tests, after beforeAll');
    return value;
  };
  return {
    get database() {
      return ready(database);
    },
    get app() {
      return ready(app);
    },
  };
}

/** A browser stand-in: keeps the cookies the API sets and sends the CSRF header like the shared axios client. */
export class Visitor {
  readonly cookies = new Map<string, string>();

  /**
   * Each visitor comes from an address of its own, as shoppers do: limits kept per address then count one
   * shopper, not the whole test run.
   */
  constructor(
    private readonly app: FastifyInstance,
    readonly address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  ) {}

  get xsrfToken(): string | undefined {
    return this.cookies.get('XSRF-TOKEN');
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<Response> {
    const { csrf = true, headers = {}, ...rest } = options;
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      remoteAddress: this.address,
      ...rest,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(csrf && this.xsrfToken ? { 'x-xsrf-token': this.xsrfToken } : {}),
        ...headers,
      },
    });
    // A cookie set empty is one the server cleared (sign-out).
    for (const { name, value } of response.cookies as Array<{ name: string; value: string }>) {
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }

  put(url: string, payload?: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  }

  delete(url: string, payload?: unknown) {
    return this.request({ method: 'DELETE', url, payload: payload as InjectOptions['payload'] });
  }
}
