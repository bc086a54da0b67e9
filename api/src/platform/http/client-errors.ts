import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { isApiAddress } from './api-prefix';
import { CLIENT_ERROR_MESSAGES } from './error-handler';
import { NOT_FOUND_ADDRESS } from './page-address';
import { plainErrorPage } from './plain-error-page';

/** Headers of the page's own answer that do not belong to this one. */
const NOT_CARRIED = new Set(['set-cookie', 'content-length', 'connection', 'transfer-encoding', 'keep-alive', 'date']);

function answer(socket: Socket, status: number, headers: Record<string, string>, body: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const lines = Object.entries({ ...headers, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}\r\n${body}`);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (raw UTF-8, a space or a control character in the
 * address, an address longer than the header limit), given as the server's `clientErrorHandler`. A page address
 * gets the store's 404 page with a 400, as an address that cannot be decoded does; an API address, or a request
 * with no address to read, `{ error, message }`.
 */
export function clientErrors(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'a request the HTTP parser refused');
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  // the bytes the parser had read (typed as their JSON form, a Buffer when given)
  const raw = error.rawPacket as unknown as Buffer | undefined;
  const target = /^[A-Z]+ ([^ \r\n]+)/.exec(raw?.toString('latin1') ?? '')?.[1];
  if (status === 408 || !target?.startsWith('/') || isApiAddress(target)) {
    answer(
      socket,
      status,
      { 'Content-Type': 'application/json; charset=utf-8' },
      JSON.stringify({ error: 'bad_request', message: CLIENT_ERROR_MESSAGES[status] }),
    );
    return;
  }
  this.inject({ method: 'GET', url: NOT_FOUND_ADDRESS, headers: { accept: 'text/html' } }).then(
    (page) => {
      const headers = Object.fromEntries(
        Object.entries(page.headers)
          .filter(([name, value]) => !NOT_CARRIED.has(name.toLowerCase()) && value !== undefined)
          .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
      );
      answer(socket, 400, headers, page.body);
    },
    (pageError: unknown) => {
      this.log.error({ err: pageError }, 'the page of a refused request could not be drawn');
      const { html, headers } = plainErrorPage(400);
      answer(socket, 400, headers, html);
    },
  );
}
