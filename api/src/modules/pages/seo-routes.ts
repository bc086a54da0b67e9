import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sendSvg } from '../../platform/http/svg-reply';
import { BRAND_LOGO_PATH, brandLogo } from './brand-logo';
import type { PagesDeps } from './page-description';
import { robotsTxt } from './robots';
import { sitemapIndex, sitemapPart } from './sitemap';
import { sitemapSources } from './sitemap-sources';

const HOUR = 3600;

/** What crawlers read besides the pages: robots.txt, the sitemap and the chain's logo. */
export const seoRoutes: FastifyPluginAsyncTypebox<{ deps: PagesDeps }> = async (app, { deps }) => {
  const sources = sitemapSources(deps);
  const xml = (body: string) => ({ body, type: 'application/xml; charset=utf-8' });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', `public, max-age=${HOUR}`)
      .send(robotsTxt(deps.publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const { body, type } = xml(await sitemapIndex(sources, deps.publicUrl));
    return reply.type(type).header('Cache-Control', `public, max-age=${HOUR}`).send(body);
  });

  app.get(
    '/sitemaps/:name',
    { schema: { hide: true, params: Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,40}\\.xml$' }) }) } },
    async (request, reply) => {
      const part = await sitemapPart(sources, deps.publicUrl, request.params.name.replace(/\.xml$/, ''));
      if (part === null) return reply.code(404).send({ error: 'not_found', message: 'Такой части карты сайта нет.' });
      const { body, type } = xml(part);
      return reply.type(type).header('Cache-Control', `public, max-age=${HOUR}`).send(body);
    },
  );

  app.get(BRAND_LOGO_PATH, { schema: { hide: true } }, async (_request, reply) =>
    sendSvg(reply, brandLogo(deps.brand)),
  );
};
