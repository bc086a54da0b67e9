import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { ServerFetch } from '@apteka/contracts';
import { createApiClient, type ApiClient } from './create-client';

/** The path and query of a request, as the API under /api names it. */
function requestPath(config: InternalAxiosRequestConfig): string {
  const url = config.url ?? '';
  const params = Object.entries((config.params ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  if (params.length === 0) return url;
  const query = new URLSearchParams(params.map(([name, value]) => [name, String(value)])).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * An adapter that answers reads through the page server's own API, in-process and as the shopper. A server render
 * only reads: anything else fails as the network would, and the browser does it after hydration.
 */
function serverAdapter(fetch: ServerFetch): AxiosAdapter {
  return async (config) => {
    // the adapter runs only once axios is loaded, so this takes the page's copy and adds nothing to the page's start
    const { AxiosError, AxiosHeaders } = await import('axios');
    const method = (config.method ?? 'get').toUpperCase();
    if (method !== 'GET') throw new AxiosError(`${method} is not made during a server render`, 'ERR_NETWORK', config);
    const { status, body } = await fetch(requestPath(config));
    const response = { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`answered ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
}

/** The API client of one server render: the page's own client, with its requests answered by `fetch`. */
export function serverApiClient(fetch: ServerFetch): ApiClient {
  return createApiClient('/api', { adapter: serverAdapter(fetch) });
}
