import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddressSuggestionListSchema,
  AddressSuggestionSchema,
  AddressSuggestQuerySchema,
  MapConfigSchema,
  RegionDetectionSchema,
  ReverseGeocodeQuerySchema,
} from '@apteka/contracts/schemas';
import { DEFAULT_TILE_URL } from '../../platform/config';
import { errorResponses } from '../../platform/http/error-responses';
import { addressProvider } from './address-suggest';
import { addressAt, detectRegion, suggestAddresses } from './geo-service';

export const geoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const provider = addressProvider(app.db, app.appConfig.addressSuggest);

  app.get(
    '/geo/region',
    {
      schema: {
        tags: ['geo'],
        summary: "The region of the client's IP address (default region when unknown), for the first-visit question",
        response: { 200: RegionDetectionSchema },
      },
    },
    async (request) => detectRegion(app.db, app.appConfig.brand, request.ip),
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
    async (request) => suggestAddresses(app.db, provider, (await request.session()).data, request.query),
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
    async (request) => addressAt(provider, request.query.lat, request.query.lon),
  );
};
