import '../support/native-modules';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@apteka/contracts';
import { buildApp } from '../../src/app';
import { openMigratedDatabase, testConfig, type TestDatabase } from '../support/test-app';

const VIOLATION = {
  'document-uri': 'http://localhost/catalog',
  'effective-directive': 'script-src-elem',
  'blocked-uri': 'https://evil.example/x.js',
  'source-file': 'http://localhost/main.js',
  'line-number': 12,
  'original-policy': "script-src 'self'",
};

describe('POST /api/csp-report', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let second: FastifyInstance;
  const logged: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    database = await openMigratedDatabase('pglite');
    const stream = { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) };
    app = await buildApp(testConfig({ trustProxy: true }), database.db, { logger: { level: 'warn', stream } });
    second = await buildApp(testConfig({ trustProxy: true }), database.db, { logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await second?.close();
    await database?.dispose();
  });

  const send = (instance: FastifyInstance, address: string, contentType: string, body: unknown) =>
    instance.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': contentType, 'x-forwarded-for': address },
      payload: JSON.stringify(body),
    });

  test('both report formats are taken without a session or CSRF token and logged with the facts that matter', async () => {
    logged.length = 0;
    expect((await send(app, '10.90.0.1', 'application/csp-report', { 'csp-report': VIOLATION })).statusCode).toBe(204);
    const batch = [
      {
        type: 'csp-violation',
        body: { documentURL: 'http://localhost/', effectiveDirective: 'style-src-elem', blockedURL: 'inline' },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect((await send(app, '10.90.0.1', 'application/reports+json', batch)).statusCode).toBe(204);
    const violations = logged.filter((line) => line.msg === 'CSP violation').map((line) => line.cspViolation);
    expect(violations).toEqual([
      {
        document: 'http://localhost/catalog',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        source: 'http://localhost/main.js',
        line: '12',
      },
      { document: 'http://localhost/', directive: 'style-src-elem', blocked: 'inline', source: '', line: '' },
    ]);
  });

  test('anything else is a 400 in Russian, never a 500', async () => {
    for (const [contentType, body] of [
      ['application/csp-report', { something: 'else' }],
      ['application/reports+json', 'not an array'],
      ['application/csp-report', Array.from({ length: 60 }, () => ({ type: 'csp-violation' }))],
    ] as const) {
      const response = await send(app, '10.90.0.2', contentType, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toMatch(/[а-я]/);
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: '{"csp-report":',
    });
    expect(broken.statusCode).toBe(400);
  });

  test('one address may send 100 reports in 10 minutes, counted across instances, then gets a 429', async () => {
    const statuses = [];
    for (let i = 0; i < 101; i++) {
      const response = await send(i % 2 ? second : app, '10.90.0.3', 'application/csp-report', {
        'csp-report': VIOLATION,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(100).fill(204), 429]);
    const limited = await send(app, '10.90.0.3', 'application/csp-report', { 'csp-report': VIOLATION });
    expect(limited.json<ApiErrorBody>()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(/^Слишком много отчётов о нарушениях политики безопасности\. Попробуйте через/),
    });
    expect((await send(app, '10.90.0.4', 'application/csp-report', { 'csp-report': VIOLATION })).statusCode).toBe(204);
  });
});
