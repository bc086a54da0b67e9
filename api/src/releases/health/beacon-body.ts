import type { FastifyInstance } from 'fastify';

/**
 * Lets a plugin's routes take what `navigator.sendBeacon` sends: a string body arrives as text/plain (a JSON blob is
 * refused by browsers), and here it is the JSON it holds. A body that is not JSON is a 400 with `message`.
 */
export function acceptBeaconJson(app: FastifyInstance, what: string): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error(`${what} — не JSON.`), { statusCode: 400 }), undefined);
    }
  });
}
