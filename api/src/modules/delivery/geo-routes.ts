import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SINGLE_CITY_BRANDS } from '@apteka/contracts';
import {
  AddressSuggestionListSchema,
  AddressSuggestionSchema,
  AddressSuggestQuerySchema,
  MapConfigSchema,
  RegionDetectionSchema,
  ReverseGeocodeQuerySchema,
} from '@apteka/contracts/schemas';
import { DEFAULT_TILE_URL } from '../../platform/config';
import { HttpError } from '../../platform/errors';
import { regionIdByIp } from '../regions/region-aliases-repository';
import { findRegion } from '../regions/regions-repository';
import { addressProvider } from './address-suggest';
import { defaultRegionId } from '../../platform/session/session-data';
import { ipv4ToNumber } from '../../platform/net/ipv4';
import { errorResponses } from '../../platform/http/error-responses';

export const geoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = addressProvider(app.db, app.appConfig.addressSuggest);
  const fallbackRegion = defaultRegionId(app.appConfig.brand);

  app.get(
    '/geo/region',
    {
      schema: {
        tags: ['geo'],
        summary: "The region of the client's IP address (default region when unknown), for the first-visit question",
        response: { 200: RegionDetectionSchema },
      },
    },
    async (request) => {
      const singleCity = SINGLE_CITY_BRANDS[app.appConfig.brand];
      const ip = ipv4ToNumber(request.ip);
      const found = singleCity ?? (ip === null ? null : await regionIdByIp(app.db, ip));
      const record = found === null ? null : await findRegion(app.db, found);
      const usable = record && !record.region.disabled ? record : await findRegion(app.db, fallbackRegion);
      if (!usable) throw new Error(`default region ${fallbackRegion} is missing`);
      return { region: usable.region, detected: usable === record };
    },
  );

  app.get(
    '/geo/map-config',
    {
      schema: {
        tags: ['geo'],
        summary: 'Map tile source and the address provider in use',
        response: { 200: MapConfigSchema },
      },
    },
    async () => ({
      tileUrl: app.appConfig.mapTileUrl ?? DEFAULT_TILE_URL,
      attribution: '© участники OpenStreetMap',
      suggestProvider: app.appConfig.addressSuggest?.provider ?? 'builtin',
    }),
  );

  app.get(
    '/geo/suggest-address',
    {
      schema: {
        tags: ['geo'],
        summary: "Address suggestions in a region (the session's by default)",
        querystring: AddressSuggestQuerySchema,
        response: { 200: AddressSuggestionListSchema, ...errorResponses(400, 404, 502) },
      },
    },
    async (request) => {
      const { data } = await request.session();
      const record = await findRegion(app.db, request.query.regionId ?? data.regionId);
      if (!record) throw new HttpError(404, 'region_not_found', 'Такой регион не найден.');
      const query = request.query.q.trim();
      const suggestions = query ? await provider.suggest(query, record.region, request.query.count ?? 7) : [];
      return { query, suggestions };
    },
  );

  app.get(
    '/geo/reverse',
    {
      schema: {
        tags: ['geo'],
        summary: 'The address at a map point',
        querystring: ReverseGeocodeQuerySchema,
        response: { 200: AddressSuggestionSchema, ...errorResponses(400, 404, 502) },
      },
    },
    async (request) => {
      const found = await provider.reverse(request.query.lat, request.query.lon);
      if (!found) throw new HttpError(404, 'address_not_found', 'Здесь не нашлось адреса. Укажите точку ближе к дому.');
      return found;
    },
  );
};
