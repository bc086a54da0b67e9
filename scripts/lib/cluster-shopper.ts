/**
 * The cluster bench's load, run as a process of its own: shopper journeys arrive at a fixed rate (open loop) from
 * `startAt` (epoch ms, so the bench's timeline and this load share a clock) for `durationMs`, every request to the
 * store's one address (nginx). A visit browses (a category page, one or two product pages) and searches (one or two
 * suggestions, the results); every `buyEvery`-th visit also adds a product, places a card order and pays on the sandbox acquirer's
 * page.
 *
 * Reads are sent once: nginx passes an idempotent request to another instance by itself, so a read that fails here
 * is a failure the shopper sees. Writes whose answer is lost (no answer, or nginx's 502/503/504: the instance may
 * have done it) are repeated, as the store's client would, until a definite answer, at most `writeTries` times
 * within `writeWindowMs`: an order under the same idempotency key (the store answers the order it already placed),
 * an add only after the basket shows it did not happen, a payment decision as it is (deciding twice is harmless).
 * Reads a JSON ClusterPlan from stdin and prints one JSON ClusterResult line.
 */
import { orderBody } from './checkout-shopper';
import { quantile } from './load-generator';
import { mulberry32 } from '../../api/src/seed/random';
import type { SoakPlan } from './soak-shopper';

/** The soak's visits, all sent to one address (nginx's), with the retries of a write whose answer was lost. */
export interface ClusterPlan extends Omit<SoakPlan, 'bases'> {
  /** nginx's address, e.g. http://127.0.0.1:3290 */
  base: string;
  /** when the first visit arrives, epoch ms */
  startAt: number;
  writeTries: number;
  writeWindowMs: number;
  /** a request without an answer by then counts as one lost */
  requestTimeoutMs: number;
}

export const KINDS = ['browse', 'search', 'add', 'checkout', 'pay'] as const;
export type ClusterKind = (typeof KINDS)[number];
export const READS: readonly ClusterKind[] = ['browse', 'search'];

export interface KindFigures {
  /** what the shoppers did: one per read, one per write however many times it was sent */
  operations: number;
  /** tries sent, retries included (a retried add first reads the basket: that read is not counted) */
  requests: number;
  /** operations without the answer they wanted (a write: after its retries) */
  errors: number;
  /** writes sent more than once because an answer was lost */
  retried: number;
  /** milliseconds per operation, from its first request to its last answer */
  p50: number;
  p95: number;
  max: number;
}

/** One request that did not get the answer it wanted. */
export interface FailedRequest {
  /** ms after startAt */
  at: number;
  kind: ClusterKind;
  /** 1 for the first try of an operation */
  attempt: number;
  /** the HTTP status, or 0 without an answer */
  status: number;
  detail: string;
  /** whether the shopper repeats it */
  retried: boolean;
}

/** What the shopper believes about one placement. */
export interface OrderClaim {
  journey: number;
  idempotencyKey: string;
  phone: string;
  /** placed: a 200/201 with the order; refused: a definite refusal; gave_up: no definite answer within the bound */
  outcome: 'placed' | 'refused' | 'gave_up';
  orderId: number | null;
  status: number;
  tries: number;
  /** the answer of the retry: 200 is the order the lost attempt had placed, 201 one placed by the retry */
  retryStatus: number | null;
  paid: boolean;
}

export interface ClusterResult {
  journeys: number;
  seconds: number;
  /** how late the last visit arrived against its schedule, ms (the load's own lag) */
  maxArrivalLagMs: number;
  kinds: Record<ClusterKind, KindFigures>;
  failures: FailedRequest[];
  failuresLeftOff: number;
  /** journeys whose add failed, so they did not check out */
  checkoutsSkipped: number;
  orders: OrderClaim[];
}

const FAILURES_KEPT = 3000;
/** answers that do not say whether the write happened: nothing came back, or nginx found no instance to answer */
const LOST_ANSWER = new Set([0, 502, 503, 504]);

interface Answer {
  status: number;
  json: unknown;
  text: string;
  ms: number;
  error?: string;
}

/** A visitor's session: its cookies and the CSRF token echoed, as the browser client does. */
class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    private readonly timeoutMs: number,
  ) {}

  /** Never throws: a request without an answer is status 0 with the reason. */
  async call(method: string, path: string, body?: unknown, form?: string): Promise<Answer> {
    const started = performance.now();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const token = this.cookies.get('XSRF-TOKEN');
    if (token) headers['x-xsrf-token'] = decodeURIComponent(token);
    let payload: string | undefined;
    if (form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = form;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair!.indexOf('=');
        this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        // nginx's error pages, the acquirer's HTML
      }
      return { status: response.status, json, text, ms: performance.now() - started };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.name : String(error));
      return { status: 0, json: null, text: '', ms: performance.now() - started, error: reason };
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const plan = JSON.parse(input) as ClusterPlan;
  const latencies = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<ClusterKind, number[]>;
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, { requests: 0, errors: 0, retried: 0 }])) as Record<
    ClusterKind,
    { requests: number; errors: number; retried: number }
  >;
  const failures: FailedRequest[] = [];
  let failuresLeftOff = 0;
  let checkoutsSkipped = 0;
  const orders: OrderClaim[] = [];

  const fail = (kind: ClusterKind, attempt: number, answer: Answer, what: string, retried: boolean) => {
    if (failures.length >= FAILURES_KEPT) {
      failuresLeftOff += 1;
      return;
    }
    const said = answer.error ?? answer.text.replace(/\s+/g, ' ').slice(0, 160);
    failures.push({
      at: Math.round(Date.now() - plan.startAt),
      kind,
      attempt,
      status: answer.status,
      detail: `${what}: ${said}`,
      retried,
    });
  };

  /** A read: sent once; anything but 200 is an error the shopper sees. */
  async function read(visitor: Visitor, kind: ClusterKind, path: string) {
    const answer = await visitor.call('GET', path);
    counts[kind].requests += 1;
    latencies[kind].push(answer.ms);
    if (answer.status !== 200) {
      counts[kind].errors += 1;
      fail(kind, 1, answer, `GET ${path}`, false);
    }
    return answer;
  }

  /**
   * A write: repeated while its answer is lost, within the bound. `send` makes one try (it may look before it
   * writes); `good` says whether a definite answer is the one wanted.
   */
  async function write(
    kind: ClusterKind,
    what: string,
    send: (attempt: number) => Promise<Answer>,
    good: (status: number) => boolean,
  ): Promise<{ answer: Answer; tries: number; definite: boolean; retryStatus: number | null }> {
    const started = performance.now();
    const deadline = started + plan.writeWindowMs;
    let answer: Answer;
    let tries = 0;
    let retryStatus: number | null = null;
    for (;;) {
      tries += 1;
      answer = await send(tries);
      counts[kind].requests += 1;
      if (tries > 1) retryStatus = answer.status;
      const lost = LOST_ANSWER.has(answer.status);
      const again = lost && tries < plan.writeTries && performance.now() < deadline;
      if (lost || !good(answer.status)) fail(kind, tries, answer, what, again);
      if (!again) break;
      // a moment for nginx to pass over the instance that went away, longer each time
      await pause(Math.min(2000, 200 * 2 ** (tries - 1)));
    }
    const definite = !LOST_ANSWER.has(answer.status);
    latencies[kind].push(performance.now() - started);
    if (tries > 1) counts[kind].retried += 1;
    if (!definite || !good(answer.status)) counts[kind].errors += 1;
    return { answer, tries, definite, retryStatus };
  }

  async function journey(index: number) {
    const visitor = new Visitor(plan.base, plan.requestTimeoutMs);
    // Visits differ in length (a category page and one or two product pages; one or two suggestions as the
    // shopper types, then the results). Visits all alike, arriving at a fixed interval, would alias with nginx's
    // round robin: with 3 instances and a purchase every 3 visits (4 + 4 + 7 requests), every order went to one
    // instance, every payment to another.
    const random = mulberry32(plan.seed * 1_000_003 + index);
    const pickFrom = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    await read(visitor, 'browse', pickFrom(plan.categoryPages));
    for (let n = 1 + Math.floor(random() * 2); n > 0; n--) await read(visitor, 'browse', pickFrom(plan.productPages));
    for (let n = 1 + Math.floor(random() * 2); n > 0; n--) await read(visitor, 'search', pickFrom(plan.suggestions));
    await read(visitor, 'search', pickFrom(plan.searches));
    if (index % plan.buyEvery !== 0) return;

    const { storeId, productId } = pickFrom(plan.goods);
    const added = await write(
      'add',
      `POST /api/cart/ ${productId}`,
      async (attempt) => {
        if (attempt > 1) {
          // Adding is not idempotent (it adds units): look whether the lost add happened before adding again.
          const basket = await visitor.call('GET', '/api/cart/');
          const items = (basket.json as { items?: Array<{ productId: number }> } | null)?.items;
          if (basket.status === 200 && items?.some((item) => item.productId === productId)) return basket;
          if (basket.status !== 200) return basket;
        }
        return visitor.call('POST', '/api/cart/', { productId, quantity: 1 });
      },
      (status) => status === 200 || status === 201,
    );
    if (!(added.definite && (added.answer.status === 200 || added.answer.status === 201))) {
      checkoutsSkipped += 1;
      return;
    }

    // A phone of its own per order: a phone may have only a few orders under way.
    const digits = String(index).padStart(9, '0');
    const phone = `+7 9${digits.slice(0, 2)} ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7, 9)}`;
    const idempotencyKey = `cluster-${plan.seed}-${index}`;
    const body = { ...orderBody(storeId, idempotencyKey), phone, paymentMethod: 'card' };
    const placed = await write(
      'checkout',
      `POST /api/orders/ ${idempotencyKey}`,
      () => visitor.call('POST', '/api/orders/', body),
      (status) => status === 200 || status === 201,
    );
    const status = placed.answer.status;
    const answer = placed.answer.json as { order?: { id?: number }; paymentUrl?: string | null } | null;
    const claim: OrderClaim = {
      journey: index,
      idempotencyKey,
      phone,
      outcome: !placed.definite ? 'gave_up' : status === 200 || status === 201 ? 'placed' : 'refused',
      orderId: answer?.order?.id ?? null,
      status,
      tries: placed.tries,
      retryStatus: placed.retryStatus,
      paid: false,
    };
    orders.push(claim);
    const paymentUrl = claim.outcome === 'placed' ? answer?.paymentUrl : null;
    if (!paymentUrl) return;
    const paid = await write(
      'pay',
      `POST ${paymentUrl}`,
      () => visitor.call('POST', paymentUrl, undefined, 'decision=approve'),
      (code) => code === 303,
    );
    claim.paid = paid.answer.status === 303;
  }

  const wait = plan.startAt - Date.now();
  if (wait > 0) await pause(wait);
  const started = performance.now();
  const running: Promise<void>[] = [];
  const interval = 1000 / plan.journeysPerSecond;
  let maxArrivalLagMs = 0;
  for (let index = 0; index * interval < plan.durationMs; index++) {
    const due = started + index * interval;
    const now = performance.now();
    if (due > now) await pause(due - now);
    maxArrivalLagMs = Math.max(maxArrivalLagMs, performance.now() - due);
    running.push(journey(index));
  }
  await Promise.all(running);

  const kinds = Object.fromEntries(
    KINDS.map((kind) => {
      const sorted = [...latencies[kind]].sort((a, b) => a - b);
      const figures: KindFigures = {
        operations: sorted.length,
        ...counts[kind],
        p50: quantile(sorted, 0.5),
        p95: quantile(sorted, 0.95),
        max: sorted.at(-1) ?? 0,
      };
      return [kind, figures];
    }),
  ) as Record<ClusterKind, KindFigures>;
  const result: ClusterResult = {
    journeys: running.length,
    seconds: (performance.now() - started) / 1000,
    maxArrivalLagMs,
    kinds,
    failures,
    failuresLeftOff,
    checkoutsSkipped,
    orders,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

// the bench imports this file's types and names; only the load process runs it
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
