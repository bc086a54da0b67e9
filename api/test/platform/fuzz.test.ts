/**
 * Every operation of the OpenAPI document, fed bad paths, queries and bodies with a real session and CSRF token:
 * no answer may be a 5xx or leak a stack, SQL or a file path. A new route is fuzzed without a test of its own.
 */
import type { FastifyInstance } from 'fastify';
import { arrived } from '../support/auth';
import { casesFor, leak, operationsOf } from '../support/fuzz-cases';
import { buildTestApp, engines, openCatalogueDatabase, type TestDatabase, type Visitor } from '../support/test-app';

const engine = engines[engines.length - 1]!;

describe(`the API under bad input (${engine})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let visitor: Visitor;

  beforeAll(async () => {
    database = await openCatalogueDatabase(engine);
    app = await buildTestApp(database.db);
    visitor = await arrived(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  test('no operation answers a 5xx or leaks a stack, SQL or a file path', async () => {
    const doc = (await visitor.get('/api/docs/json')).json();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      for (const { method, url, body } of casesFor(operation, index + 1)) {
        const answer = await visitor.request({
          method: method as 'GET',
          url,
          ...(body === undefined ? {} : { payload: body, headers: { 'content-type': 'application/json' } }),
        });
        const text = answer.body.slice(0, 2000);
        if (answer.statusCode >= 500 || leak.test(text)) {
          failures.push(
            `${method} ${url.slice(0, 120)} ${body?.slice(0, 80) ?? ''} -> ${answer.statusCode} ${text.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
