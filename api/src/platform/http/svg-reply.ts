import type { FastifyReply } from 'fastify';

const ONE_DAY_SECONDS = 86_400;

/** Sends a drawn picture, cacheable for a day; a missing one is the usual `{error, message}` 404. */
export function sendSvg(reply: FastifyReply, svg: string | null) {
  if (svg === null) return reply.code(404).send({ error: 'not_found', message: 'Изображение не найдено.' });
  return reply
    .header('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`)
    .type('image/svg+xml; charset=utf-8')
    .send(svg);
}
