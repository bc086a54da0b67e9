/**
 * Every route of the route table asked for with hostile addresses (ids beyond integer range, NUL and control
 * characters, broken percent-encoding, raw UTF-8, dot segments and doubled slashes, 10 KB segments and queries) and
 * every kind of Accept: each answer is the store's HTML page with a 4xx or a 200 (or a 301 to a path of this site),
 * never a 5xx, never JSON, never a stack, SQL or a file path. A new route is fuzzed without a test of its own.
 */
import '../support/native-modules';
import type { AddressInfo } from 'node:net';
import { ROUTE_TABLE } from '@apteka/contracts';
import { leak } from '../support/fuzz-cases';
import { pageRequests } from '../support/page-addresses';
import { remoteBuild, shellBuild } from '../support/published-builds';
import { rawGet } from '../support/raw-http';
import { useStoreWithPages } from '../support/store-with-pages';

const PER_ROUTE = 10;
/** The shell's server bundle, standing in for the real one: it draws the status it is given. */
const SHELL_BUNDLE = `exports.render = async (input) => ({ html: '<main data-status="' + input.status + '"></main>', head: '', styles: '', state: {}, bus: {} });`;

describe('page addresses under bad input', () => {
  // pages drawn on the server and kept for anonymous shoppers, as in production
  const store = useStoreWithPages(
    [
      ['shell', '1.0.0', shellBuild('1.0.0', { 'server/render.js': SHELL_BUNDLE })],
      ['catalog', '1.0.0', remoteBuild('catalog', '1.0.0')],
    ],
    { serverRender: { enabled: true, budgetMs: 2000 }, pageCacheSeconds: 60 },
  );

  const requests = pageRequests(PER_ROUTE, 31);

  /** Why an answer to a page address does not fit, or null: a page with a 4xx or a 200, or a 301 to a path here. */
  function misfit(status: number, headers: Record<string, unknown>, body: string): string | null {
    const type = String(headers['content-type'] ?? '');
    const location = String(headers.location ?? '');
    const fitting =
      status === 301
        ? location.startsWith('/') && !location.startsWith('//')
        : [200, 400, 404, 410].includes(status) && type.startsWith('text/html') && !leak.test(body);
    return fitting ? null : `${status} ${type} ${location} ${body.slice(0, 160)}`;
  }

  test('every address outside /api answers an HTML page with a 4xx or a 200, whatever it holds and its Accept', async () => {
    const failures: string[] = [];
    for (const { route, url, accept } of requests) {
      const answer = await store.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });
      const wrong = misfit(answer.statusCode, answer.headers, answer.body);
      if (wrong) failures.push(`${route}: ${url.slice(0, 120)} [${accept ?? 'no Accept'}] -> ${wrong}`);
    }
    console.log(`page-address fuzz: ${requests.length} addresses of ${ROUTE_TABLE.length} routes tried`);
    expect(requests.length).toBe(ROUTE_TABLE.length * PER_ROUTE);
    expect(failures).toEqual([]);
  });

  test('the same addresses sent as raw bytes on a connection: what the HTTP parser refuses is a 400 page', async () => {
    await store.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = store.app.server.address() as AddressInfo;
    const failures: string[] = [];
    let refused = 0;
    for (const { route, url, accept } of requests) {
      const answer = await rawGet(port, url, accept);
      if (answer.status === 400) refused += 1;
      const wrong = misfit(answer.status, answer.headers, answer.body);
      if (wrong) failures.push(`${route}: ${url.slice(0, 120)} [${accept ?? 'no Accept'}] -> ${wrong}`);
    }
    console.log(`page-address fuzz over HTTP: ${requests.length} addresses tried, ${refused} answered 400`);
    // raw UTF-8 and control characters are among them: the parser's refusals were met
    expect(refused).toBeGreaterThan(0);
    const api = await rawGet(port, '/api/catalog?q=лекарства', '*/*');
    expect([api.status, api.headers['content-type'], JSON.parse(api.body)]).toEqual([
      400,
      'application/json; charset=utf-8',
      { error: 'bad_request', message: 'Некорректный запрос.' },
    ]);
    expect(failures).toEqual([]);
  });
});
