/** A Cookie header (`a=1; b=2`) as a browser's cookies for the store at `url`, to hand a session to Playwright. */
export function browserCookies(header: string | undefined, url: string) {
  return (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      return { name, value: value.join('='), url };
    });
}

/** A shopper over real HTTP: keeps the session cookies and echoes the CSRF token like the browser client. */
export class HttpShopper {
  private readonly cookies = new Map<string, string>();

  /** `extraHeaders` go with every request, e.g. the X-Forwarded-For of a client behind the proxy. */
  constructor(
    private readonly base: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  /** Starts over as a new visitor (no session). */
  forgetCookies(): void {
    this.cookies.clear();
  }

  /** The Cookie header this shopper sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** `base` sends this request to another instance of the API, with the same cookies. */
  async call(
    method: string,
    path: string,
    body?: unknown,
    base = this.base,
  ): Promise<{ status: number; json: unknown; ms: number }> {
    const started = performance.now();
    const headers: Record<string, string> = { accept: 'application/json', ...this.extraHeaders };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const token = this.cookies.get('XSRF-TOKEN');
    if (token) headers['x-xsrf-token'] = decodeURIComponent(token);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null, ms: performance.now() - started };
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const orderBody = (storeId: number, key: string) => ({
  idempotencyKey: key,
  receivingMethod: 'deliverypickup',
  storeId,
  name: 'Покупатель',
  phone: '+7 900 000-00-00',
  paymentMethod: 'receipt',
  personalDataConsent: true,
});
