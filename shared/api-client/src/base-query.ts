import type { AxiosRequestConfig } from 'axios';
import type { ApiClient } from './create-client';
import { ApiError } from './api-error';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  params?: AxiosRequestConfig['params'];
}

export interface BaseQueryError {
  status: number;
  error: string;
  message: string;
  /** a message per refused form field, when the server names them */
  fields?: Record<string, string>;
}

type BaseQueryResult = { data: unknown; error?: undefined } | { error: BaseQueryError; data?: undefined };

/** Statuses worth retrying: the network, timeouts and the server's transient failures. */
export const isTransient = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * An RTK Query base query over the shared client. Queries (GET) are retried up to 3 times with
 * exponential delay capped at 30 s when the failure is transient; mutations are never retried.
 */
export function apiBaseQuery(client: ApiClient, { retries = 3, baseDelayMs = 500, maxDelayMs = 30_000 } = {}) {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  return async (args: ApiRequest | string): Promise<BaseQueryResult> => {
    const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
    const method = request.method ?? 'GET';
    const attempts = method === 'GET' ? retries + 1 : 1;
    let last: ApiError = ApiError.network();
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await wait(Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));
      try {
        const data = await client.request({ url: request.url, method, data: request.body, params: request.params });
        return { data };
      } catch (error) {
        last = error instanceof ApiError ? error : ApiError.network();
        if (!isTransient(last.status)) break;
      }
    }
    const error: BaseQueryError = { status: last.status, error: last.error, message: last.message };
    if (last.fields) error.fields = last.fields;
    return { error };
  };
}
