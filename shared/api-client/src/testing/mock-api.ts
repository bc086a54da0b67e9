import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient, type ApiClient } from '../create-client';

export interface MockReply {
  status?: number;
  data: unknown;
}

/** Answers a request: by 'METHOD /path' (e.g. 'GET /stores/'), reading query params from config.params. */
export type MockHandler = (request: {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}) => MockReply | Promise<MockReply>;

export interface MockApi {
  client: ApiClient;
  /** every request seen, as 'GET /stores/?regionId=14' */
  calls: string[];
  /** swap the handler of a route, e.g. to fail first and succeed on retry */
  on(route: string, handler: MockHandler | MockReply): void;
}

function label(method: string, url: string, params: Record<string, unknown>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return `${method} ${url}${query ? `?${query}` : ''}`;
}

/**
 * A real api-client whose network is a table of handlers (no server, no fetch). Unknown routes
 * answer 404 with the API's error shape.
 */
export function mockApi(routes: Record<string, MockHandler | MockReply> = {}): MockApi {
  const table = new Map(Object.entries(routes));
  const calls: string[] = [];
  const client = createApiClient('/api');
  client.useAdapter(async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, unknown>;
    calls.push(label(method, url, params));
    const entry = table.get(`${method} ${url}`);
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const reply: MockReply = !entry
      ? { status: 404, data: { error: 'not_found', message: 'Не найдено' } }
      : typeof entry === 'function'
        ? await entry({ method, url, params, body })
        : entry;
    const status = reply.status ?? 200;
    const response: AxiosResponse = { data: reply.data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError(`HTTP ${status}`, String(status), config, null, response);
    return response;
  });
  return { client, calls, on: (route, handler) => table.set(route, handler) };
}
