import { globalPlugin } from './global-plugin';

interface SecurityHeadersOptions extends Record<string, unknown> {
  /** production is served over HTTPS only: browsers are told never to try plain HTTP again */
  production: boolean;
}

const ONE_YEAR = 365 * 24 * 60 * 60;

/** Headers every response carries: no MIME sniffing, no framing at all, no full referrer to other origins. */
export const securityHeadersPlugin = globalPlugin<SecurityHeadersOptions>('security-headers', async (app, options) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (options.production) reply.header('Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`);
    return payload;
  });
});
