import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { chainOf } from '@apteka/contracts';
import { AdBannerQuerySchema, AdBannerSchema, AdListingQuerySchema, AdTileListSchema } from '@apteka/contracts/schemas';
import { adTargetFor } from './ad-provider';
import type { AdCaches } from './ad-caches';
import { adProvider } from './providers';
import { errorResponses } from '../../platform/http/error-responses';

export const adsRoutes: FastifyPluginAsyncTypebox<{ caches: AdCaches }> = async (app, { caches }) => {
  const provider = adProvider(app.db, app.appConfig.ads, caches);
  const chain = chainOf(app.appConfig.brand);

  app.get(
    '/ads/banner',
    {
      schema: {
        tags: ['ads'],
        summary: 'One top banner for a catalogue page (region from the session unless given); 204 for an empty slot',
        querystring: AdBannerQuerySchema,
        response: { 200: AdBannerSchema, 204: Type.Null(), ...errorResponses(400, 502) },
      },
    },
    async (request, reply) => {
      const banner = await provider.banner(
        adTargetFor((await request.session()).data, request.query, chain),
        request.query.rotation ?? 0,
      );
      if (!banner) return reply.code(204).send(null);
      return banner;
    },
  );

  app.get(
    '/ads/listing',
    {
      schema: {
        tags: ['ads'],
        summary: 'Advertised products for a listing, priced for the region; never prescription products',
        querystring: AdListingQuerySchema,
        response: { 200: AdTileListSchema, ...errorResponses(400, 502) },
      },
    },
    async (request) => ({
      items: await provider.listing(
        adTargetFor((await request.session()).data, request.query, chain),
        request.query.count,
      ),
    }),
  );
};
