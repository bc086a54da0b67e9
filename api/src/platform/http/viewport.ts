import type { FastifyRequest } from 'fastify';
import type { Viewport } from '@apteka/contracts';

const PHONE_BROWSER = /Mobi|Android|iPhone|iPod|Opera Mini|IEMobile/i;

/**
 * The screen a page is drawn for on the server, from the request: the browser's own mobile hint when it sends one,
 * its user agent otherwise. Layout follows CSS media queries whatever this says; it decides only what the few
 * screen-dependent components draw before the page's scripts run.
 */
export function viewportOf(request: Pick<FastifyRequest, 'headers'>): Viewport {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'desktop';
  return PHONE_BROWSER.test(request.headers['user-agent'] ?? '') ? 'phone' : 'desktop';
}
