import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { orderRegions, SINGLE_CITY_BRANDS } from '@apteka/contracts';
import { RegionListSchema, RegionSchema } from '@apteka/contracts/schemas';
import { listRegions } from './regions-repository';
import { defaultRegionId } from '../../platform/session/session-data';
import { sessionRegion } from '../delivery/location';

export const regionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const singleCity = SINGLE_CITY_BRANDS[app.appConfig.brand];

  app.get(
    '/regions',
    {
      schema: {
        tags: ['regions'],
        summary: 'Delivery cities, main ones first; disabled ones flagged',
        response: { 200: RegionListSchema },
      },
    },
    async (request) => {
      const [{ data }, records] = await Promise.all([request.session(), listRegions(app.db)]);
      const regions = records
        .map(({ region }) => ({ ...region, isSelected: region.id === data.regionId }))
        .filter((region) => singleCity === undefined || region.id === singleCity);
      return orderRegions(regions);
    },
  );

  app.get(
    '/regions/current',
    {
      schema: {
        tags: ['regions'],
        summary: "The session's region (Moscow by default)",
        response: { 200: RegionSchema },
      },
    },
    async (request) => {
      const { data } = await request.session();
      const { region } = await sessionRegion(app.db, data, defaultRegionId(app.appConfig.brand));
      return { ...region, isSelected: true };
    },
  );
};
