/**
 * `npm run bench:fuzz [-- --requests 20000]`: the fuzz test's bad input, at volume, against the API on a fresh
 * database of the PostgreSQL server, with a real session and CSRF token. Prints the answers by status class (5xx
 * must be 0), how many leaked a stack, SQL or a path, and the server's health and memory afterwards.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../api/src/app';
import { casesFor, leak, operationsOf } from '../api/test/support/fuzz-cases';
import { loadConfig } from '../api/src/platform/config';
import { freshBenchDatabase } from './lib/bench-database';

async function main() {
  const { values } = parseArgs({ options: { requests: { type: 'string', default: '20000' } } });
  const wanted = Number(values.requests);
  const database = await freshBenchDatabase();
  const app = await buildApp({ ...loadConfig(), logLevel: 'silent', sessionSecret: 'bench-secret' }, database.db, {
    logger: false,
  });
  try {
    await app.ready();
    // one visitor with its session and CSRF token, as a browser has them
    const cookies = new Map<string, string>();
    const send = async (method: string, url: string, body?: string) => {
      const answer = await app.inject({
        method: method as 'GET',
        url,
        remoteAddress: '10.9.9.9',
        headers: {
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(cookies.has('XSRF-TOKEN') ? { 'x-xsrf-token': cookies.get('XSRF-TOKEN')! } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: body }),
      });
      for (const { name, value } of answer.cookies as Array<{ name: string; value: string }>) cookies.set(name, value);
      return answer;
    };
    await send('GET', '/api/customer/');
    const operations = operationsOf((await send('GET', '/api/docs/json')).json());
    const memoryBefore = process.memoryUsage().rss;
    const classes = new Map<string, number>();
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (let round = 1; sent < wanted; round++) {
      for (const [index, operation] of operations.entries()) {
        for (const { method, url, body } of casesFor(operation, round * 1000 + index, 2)) {
          if (sent >= wanted) break;
          const answer = await send(method, url, body);
          sent += 1;
          const kind = `${Math.floor(answer.statusCode / 100)}xx`;
          classes.set(kind, (classes.get(kind) ?? 0) + 1);
          if (answer.statusCode >= 500 || leak.test(answer.body.slice(0, 2000))) {
            if (failures.length < 10) failures.push(`${method} ${url.slice(0, 100)} -> ${answer.statusCode}`);
          }
        }
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const health = await send('GET', '/api/health');
    console.log(
      `PostgreSQL server; ${operations.length} operations of the OpenAPI document; ${sent} requests in ${seconds.toFixed(0)} s`,
    );
    console.log(
      `answers: ${[...classes]
        .sort()
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ')}`,
    );
    console.log(
      `5xx or leaked stack/SQL/path: ${failures.length}${failures.length ? `\n  ${failures.join('\n  ')}` : ''}`,
    );
    console.log(
      `afterwards: /api/health ${health.statusCode}; memory ${(memoryBefore / 2 ** 20).toFixed(0)} → ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`,
    );
    if (failures.length > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
