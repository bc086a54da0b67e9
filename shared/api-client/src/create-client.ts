import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosStatic } from 'axios';
import { ApiError } from './api-error';
import { answerKey, forgetFirstAnswers, readFirstAnswersAhead, takeFirstAnswer } from './first-answers';
import { forgetAnswersAskedAhead } from './server-state';

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
  /** any call, by axios's request config; resolves with the body */
  request<T>(config: AxiosRequestConfig): Promise<T>;
  /** how requests travel from now on (a test's scripted network, a server render's in-process API) */
  useAdapter(adapter: AxiosAdapter): void;
}

export interface ApiClientOptions {
  /** how requests travel; the browser's by default, in-process answers for a server render */
  adapter?: AxiosAdapter;
}

let axiosModule: Promise<AxiosStatic> | null = null;

/**
 * axios is loaded with the first call that needs the network, not with the page: the first view's answers come with
 * the page, so most pages start without it.
 */
const loadAxios = () =>
  (axiosModule ??= import('axios').then(
    (module) => module.default,
    () => {
      // a file that did not arrive is the network failing: the call fails as one, and the next loads it again
      axiosModule = null;
      throw ApiError.network();
    },
  ));

function configure(axios: AxiosStatic, baseURL: string): AxiosInstance {
  const instance = axios.create({
    baseURL,
    withCredentials: true,
    headers: { Accept: 'application/json' },
    // axios's own reading of the token goes through the browser's asynchronous Cookie Store where there is one: a
    // round trip to the browser (15-100 ms on a slow phone) before every request is sent; the interceptor below
    // reads the same cookie at once
    xsrfCookieName: '',
  });
  // Done here rather than by an adapter so every adapter (and every test) sends it.
  instance.interceptors.request.use((config) => {
    const token = readCookie(XSRF_COOKIE);
    if (token) config.headers.set(XSRF_HEADER, token);
    return config;
  });
  instance.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      if (axios.isAxiosError(error) && error.response) {
        return Promise.reject(ApiError.fromResponse(error.response.status, error.response.data));
      }
      return Promise.reject(ApiError.network());
    },
  );
  return instance;
}

const instances = new Map<string, Promise<AxiosInstance>>();

/**
 * The HTTP client for `baseURL`, configured once per page and shared by the clients on it: configuring one (axios
 * merging its defaults) is 10-15 ms of a first call's tap on a slow phone.
 */
function instanceFor(baseURL: string): Promise<AxiosInstance> {
  const known = instances.get(baseURL);
  if (known) return known;
  const instance = loadAxios().then((module) => configure(module, baseURL));
  instances.set(baseURL, instance);
  // a client that could not be made is made again by the next call
  instance.catch(() => instances.get(baseURL) === instance && instances.delete(baseURL));
  return instance;
}

/** Answers a request where it is made, with nothing: the rehearsal below sends nothing over the network. */
const answerOnTheSpot: AxiosAdapter = async (config) => ({
  data: null,
  status: 204,
  statusText: 'No Content',
  headers: {},
  config,
});

/**
 * Loads and configures the HTTP client now, while the browser is idle, so the first call a shopper's tap makes
 * (often the next page's data) waits for neither. It then rehearses one request through the client's whole path
 * (merging its options, the interceptors, the transforms), answered on the spot: code runs slowest the first time
 * (it is compiled then), 20-25 ms of a first call on a slow phone, and that first time is now at idle instead of in a
 * tap. The answers the server put into the page are read here too. A failure here is left for that call to meet and
 * report.
 */
export function loadHttpClientAhead(baseURL = '/api'): void {
  readFirstAnswersAhead();
  instanceFor(baseURL)
    .then((instance) => instance.request({ url: '/', adapter: answerOnTheSpot }))
    .catch(() => undefined);
}

/**
 * The one configured HTTP client: same-origin credentials, the CSRF header echoed from the
 * XSRF-TOKEN cookie on every request, bodies unwrapped, failures turned into ApiError.
 */
export function createApiClient(baseURL = '/api', options: ApiClientOptions = {}): ApiClient {
  let adapter = options.adapter;

  async function request<T>(config: AxiosRequestConfig): Promise<T> {
    // an answer the server sent with the page is this GET's answer, once; any write makes the rest stale
    if ((config.method ?? 'get').toLowerCase() !== 'get') {
      forgetFirstAnswers();
      forgetAnswersAskedAhead();
    } else if (config.url) {
      const answer = takeFirstAnswer(answerKey(config.url, config.params as Record<string, unknown> | undefined));
      if (answer !== undefined) return answer as T;
    }
    const axios = await instanceFor(baseURL);
    const response = await axios.request<T>(adapter ? { ...config, adapter } : config);
    return response.data;
  }

  return {
    request,
    useAdapter: (next) => {
      adapter = next;
    },
    get: (url, config) => request({ ...config, url, method: 'get' }),
    post: (url, body, config) => request({ ...config, url, method: 'post', data: body }),
    put: (url, body, config) => request({ ...config, url, method: 'put', data: body }),
    delete: (url, config) => request({ ...config, url, method: 'delete' }),
  };
}
