import { globalPlugin } from './global-plugin';

/** Headers every response carries: no MIME sniffing, no framing by other sites, no full referrer to other origins. */
export const securityHeadersPlugin = globalPlugin('security-headers', async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return payload;
  });
});
