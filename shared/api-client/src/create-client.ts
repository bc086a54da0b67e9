import axios, { type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig, isAxiosError } from 'axios';
import { ApiError } from './api-error';
import { answerKey, forgetFirstAnswers, takeFirstAnswer } from './first-answers';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

export interface ApiClient {
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  readonly axios: AxiosInstance;
}

export interface ApiClientOptions {
  /** how requests travel; the browser's by default, in-process answers for a server render */
  adapter?: AxiosAdapter;
}

/**
 * The one configured HTTP client: same-origin credentials, the CSRF header echoed from the
 * XSRF-TOKEN cookie on every request, bodies unwrapped, failures turned into ApiError.
 */
export function createApiClient(baseURL = '/api', { adapter }: ApiClientOptions = {}): ApiClient {
  const instance = axios.create({
    baseURL,
    withCredentials: true,
    headers: { Accept: 'application/json' },
    ...(adapter ? { adapter } : {}),
  });

  // Done here rather than by axios's adapter option so every adapter (and every test) sends it.
  instance.interceptors.request.use((config) => {
    const token = readCookie(XSRF_COOKIE);
    if (token) config.headers.set(XSRF_HEADER, token);
    // an answer the server sent with the page is this GET's answer, once
    const reading = (config.method ?? 'get').toLowerCase() === 'get';
    if (!reading) forgetFirstAnswers();
    else if (config.url) {
      const answer = takeFirstAnswer(answerKey(config.url, config.params as Record<string, unknown> | undefined));
      if (answer !== undefined)
        config.adapter = () => Promise.resolve({ data: answer, status: 200, statusText: 'OK', headers: {}, config });
    }
    return config;
  });

  instance.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      if (isAxiosError(error) && error.response) {
        return Promise.reject(ApiError.fromResponse(error.response.status, error.response.data));
      }
      return Promise.reject(ApiError.network());
    },
  );

  return {
    axios: instance,
    get: (url, config) => instance.get(url, config).then((r) => r.data),
    post: (url, body, config) => instance.post(url, body, config).then((r) => r.data),
    put: (url, body, config) => instance.put(url, body, config).then((r) => r.data),
    delete: (url, config) => instance.delete(url, config).then((r) => r.data),
  };
}
