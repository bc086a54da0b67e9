import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { productPackshot, promoBanner } from './product-packshot';

const ONE_DAY = 86_400;

/** Serves the built-in pictures at the image paths the catalogue and slides refer to. */
export const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const send = (reply: { header: (k: string, v: string) => unknown; type: (t: string) => unknown }, svg: string) => {
    reply.header('Cache-Control', `public, max-age=${ONE_DAY}`);
    reply.type('image/svg+xml; charset=utf-8');
    return svg;
  };

  app.get(
    '/images/products/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,9}\\.svg$' }) }) } },
    async (request, reply) => {
      const { rows } = await app.db.query<{ name: string; trade_name: string; medform: string }>(
        'SELECT name, trade_name, medform FROM products WHERE image = $1',
        [`/images/products/${request.params.file}`],
      );
      const product = rows[0];
      if (!product) return reply.code(404).send({ error: 'not_found', message: 'Изображение не найдено.' });
      return send(reply, productPackshot({ name: product.name, tradeName: product.trade_name, form: product.medform }));
    },
  );

  app.get(
    '/images/slides/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: '^[0-9]{1,6}(-small)?\\.svg$' }) }) } },
    async (request, reply) => {
      const path = `/images/slides/${request.params.file}`;
      const { rows } = await app.db.query<{ name: string; type: string; small: boolean }>(
        'SELECT name, type, image_small = $1 AS small FROM slides WHERE image_base = $1 OR image_small = $1',
        [path],
      );
      const slide = rows[0];
      if (!slide) return reply.code(404).send({ error: 'not_found', message: 'Изображение не найдено.' });
      const size =
        slide.type === 'HOME_SIDE'
          ? { width: 400, height: 316 }
          : slide.small
            ? { width: 375, height: 240 }
            : { width: 670, height: 316 };
      return send(reply, promoBanner(slide.name, size));
    },
  );
};
