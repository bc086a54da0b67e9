import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AddressSuggestion, AddressSuggestionList } from '@apteka/contracts';
import { loadConfig } from '../../src/platform/config';
import { buildTestApp, openCatalogueDatabase, type TestDatabase, Visitor } from '../support/test-app';

/** A stand-in for the DaData service: records what it was asked, answers in its format. */
function fakeDadata() {
  const calls: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      calls.push({
        path: request.url ?? '',
        auth: request.headers.authorization,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      if (request.headers.authorization !== 'Token secret-token') {
        response.writeHead(403).end();
        return;
      }
      const suggestion = {
        value: 'г Москва, ул Тверская, д 7',
        unrestricted_value: '125009, г Москва, ул Тверская, д 7',
        data: {
          region_with_type: 'г Москва',
          city_with_type: 'г Москва',
          street_with_type: 'ул Тверская',
          house: '7',
          flat: null,
          geo_lat: '55.7597',
          geo_lon: '37.6107',
        },
      };
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ suggestions: [suggestion] }));
    });
  });
  return { server, calls };
}

describe('the DaData-protocol address provider', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let fake: ReturnType<typeof fakeDadata>;
  let server: Server;

  beforeAll(async () => {
    fake = fakeDadata();
    server = fake.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    database = await openCatalogueDatabase('pglite');
    app = await buildTestApp(database.db, {
      addressSuggest: { provider: 'dadata', url: `http://127.0.0.1:${port}`, token: 'secret-token' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    await new Promise((resolve) => server?.close(resolve));
  });

  test('sends the query, region filter and token header, maps the answer and the region', async () => {
    const visitor = new Visitor(app);
    const response = await visitor.get(`/api/geo/suggest-address?q=${encodeURIComponent('тверская 7')}&count=3`);
    expect(response.statusCode).toBe(200);
    const first = response.json<AddressSuggestionList>().suggestions[0];
    expect(first).toMatchObject({
      value: 'г Москва, ул Тверская, д 7',
      house: '7',
      lat: 55.7597,
      lon: 37.6107,
      regionId: 14,
    });
    expect(fake.calls.at(-1)).toEqual({
      path: '/suggestions/api/4_1/rs/suggest/address',
      auth: 'Token secret-token',
      body: { query: 'тверская 7', count: 3, locations: [{ kladr_id: '77' }, { kladr_id: '50' }] },
    });
  });

  test('reverse geocoding uses geolocate/address', async () => {
    const response = await new Visitor(app).get('/api/geo/reverse?lat=55.7597&lon=37.6107');
    expect(response.json<AddressSuggestion>().street).toBe('ул Тверская');
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/suggestions/api/4_1/rs/geolocate/address',
      body: { lat: 55.7597, lon: 37.6107, count: 1 },
    });
  });

  test('a refusing or unreachable service is a 502 with a Russian message, not a 500', async () => {
    const wrongToken = await buildTestApp(database.db, {
      addressSuggest: {
        provider: 'dadata',
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        token: 'wrong',
      },
    });
    const refused = await new Visitor(wrongToken).get('/api/geo/suggest-address?q=abc');
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ error: 'suggest_unavailable' });
    await wrongToken.close();
    const down = await buildTestApp(database.db, {
      addressSuggest: { provider: 'dadata', url: 'http://127.0.0.1:9', token: 'x' },
    });
    expect((await new Visitor(down).get('/api/geo/reverse?lat=55&lon=37')).statusCode).toBe(502);
    await down.close();
  });

  test('configuration: builtin by default, dadata needs a token', () => {
    expect(loadConfig({ SESSION_SECRET: 's' }).addressSuggest).toMatchObject({ provider: 'builtin' });
    expect(() => loadConfig({ SESSION_SECRET: 's', ADDRESS_SUGGEST_PROVIDER: 'dadata' })).toThrow(/TOKEN/);
    expect(() => loadConfig({ SESSION_SECRET: 's', ADDRESS_SUGGEST_PROVIDER: 'google' })).toThrow(/builtin or dadata/);
    expect(loadConfig({ SESSION_SECRET: 's', MAP_TILE_URL: 'http://tiles.local/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      'http://tiles.local/{z}/{x}/{y}.png',
    );
  });
});
