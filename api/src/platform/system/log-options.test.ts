import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from '../config';
import { logOptions, type LogOutput } from './log-options';

function collector(isTTY: boolean): LogOutput & { lines: string[] } {
  const lines: string[] = [];
  return { isTTY, lines, write: (text: string) => lines.push(...text.split('\n').filter(Boolean)) };
}

const configFor = (env: Record<string, string>): AppConfig =>
  loadConfig({ SESSION_SECRET: 'test-secret', DATA_DIR: '/nonexistent', ...env });

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app with the options under test that answers /catalog and logs one line at each level on /log. */
async function answer(config: AppConfig, output: LogOutput) {
  app = Fastify({ logger: logOptions(config, output) });
  app.get('/catalog', async () => ({ ok: true }));
  app.get('/log', async (request) => {
    request.log.info({ app: 'shell' }, 'published');
    request.log.warn({ path: '/x y' }, 'slow answer');
    request.log.error({ err: new Error('the pool is gone') }, 'query failed');
    return { ok: true };
  });
  await app.inject({ url: '/catalog?page=2' });
  await app.inject({ url: '/log' });
}

describe('the log', () => {
  test('in production: JSON lines, each request line with its request id', async () => {
    const output = collector(true);
    await answer(configFor({ APP_ENV: 'production' }), output);
    const entries = output.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed).toHaveLength(2);
    expect(completed[0]).toMatchObject({ reqId: expect.any(String), res: { statusCode: 200 } });
    expect(entries.find((entry) => entry.msg === 'published')).toMatchObject({
      app: 'shell',
      reqId: expect.any(String),
    });
  });

  test('JSON wherever the output is no terminal, unless LOG_FORMAT asks otherwise', async () => {
    const output = collector(false);
    await answer(configFor({}), output);
    expect(JSON.parse(output.lines[0]!)).toMatchObject({ msg: 'incoming request' });
  });

  test('on a console: warnings and errors only, the error with its stack, and no line per request', async () => {
    const output = collector(true);
    await answer(configFor({}), output);
    expect(output.lines[0]).toBe('warn  slow answer path="/x y"');
    expect(output.lines[1]).toBe('error query failed');
    expect(output.lines[2]).toMatch(/^ {6}Error: the pool is gone$/);
    expect(output.lines[3]).toMatch(/^ {6}\s*at /);
    expect(output.lines.filter((line) => !line.startsWith(' '))).toHaveLength(2);
  });

  test('LOG_REQUESTS=1 adds one short line per answered request', async () => {
    const output = collector(true);
    await answer(configFor({ LOG_REQUESTS: '1' }), output);
    const lines = output.lines.filter((line) => !line.startsWith(' '));
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/catalog\?page=2 200 \d+ ms$/),
      'warn  slow answer path="/x y"',
      'error query failed',
      expect.stringMatching(/^GET \/log 200 \d+ ms$/),
    ]);
  });

  test('LOG_LEVEL=info shows information without request lines; debug shows them too', async () => {
    const info = collector(true);
    await answer(configFor({ LOG_LEVEL: 'info' }), info);
    expect(info.lines.filter((line) => !line.startsWith(' '))).toEqual([
      'info  published app=shell',
      'warn  slow answer path="/x y"',
      'error query failed',
    ]);
    await app?.close();

    const debug = collector(true);
    await answer(configFor({ LOG_LEVEL: 'debug' }), debug);
    expect(debug.lines.filter((line) => / \d+ ms$/.test(line))).toEqual([
      expect.stringMatching(/^GET \/catalog\?page=2 200 \d+ ms$/),
      expect.stringMatching(/^GET \/log 200 \d+ ms$/),
    ]);
  });

  test('LOG_FORMAT chooses either format anywhere, and refuses any other', async () => {
    const readable = collector(false);
    await answer(configFor({ APP_ENV: 'production', LOG_FORMAT: 'readable', LOG_REQUESTS: '1' }), readable);
    expect(readable.lines[0]).toMatch(/^GET \/catalog\?page=2 200 \d+ ms$/);
    expect(() => logOptions(configFor({ LOG_FORMAT: 'pretty' }), collector(true))).toThrow(
      'LOG_FORMAT must be json or readable, got "pretty"',
    );
  });
});
