/**
 * The soak load, run as a process of its own: shopper journeys arrive at a fixed rate (open loop, so a slow server
 * meets the same demand, not a politer one) for `durationMs`, each on a fresh session spread over the API
 * instances. A visit browses (a category page and a product page) and searches (suggestions and results); every
 * `buyEvery`-th visit also adds a product, places a card order and pays for it on the sandbox acquirer's page.
 * Reads a JSON SoakPlan from stdin and prints one JSON SoakResult line.
 */
import { HttpShopper, orderBody } from './checkout-shopper';
import { quantile } from './load-generator';
import { mulberry32 } from '../../api/src/seed/random';

export interface SoakPlan {
  bases: string[];
  journeysPerSecond: number;
  durationMs: number;
  buyEvery: number;
  suggestions: string[];
  searches: string[];
  categoryPages: string[];
  productPages: string[];
  goods: Array<{ storeId: number; productId: number }>;
  seed: number;
}

export type SoakKind = 'browse' | 'search' | 'add' | 'checkout' | 'pay';

export interface SoakResult {
  journeys: number;
  seconds: number;
  requests: number;
  errors: number;
  errorSamples: string[];
  kinds: Record<SoakKind, { count: number; p50: number; p95: number }>;
}

const EXPECTED: Record<SoakKind, number[]> = {
  browse: [200],
  search: [200],
  add: [200, 201],
  checkout: [201],
  pay: [303],
};

async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const plan = JSON.parse(input) as SoakPlan;
  const random = mulberry32(plan.seed);
  const pickFrom = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const latencies: Record<SoakKind, number[]> = { browse: [], search: [], add: [], checkout: [], pay: [] };
  const errorSamples = new Set<string>();
  let errors = 0;
  let requests = 0;

  const record = (kind: SoakKind, status: number, ms: number, detail: string) => {
    requests += 1;
    latencies[kind].push(ms);
    if (!EXPECTED[kind].includes(status)) {
      errors += 1;
      if (errorSamples.size < 10) errorSamples.add(`${kind} ${status}: ${detail.slice(0, 200)}`);
    }
  };

  async function payOnSandboxPage(base: string, paymentUrl: string) {
    const started = performance.now();
    const response = await fetch(`${base}${paymentUrl}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
    });
    await response.text();
    record('pay', response.status, performance.now() - started, paymentUrl);
  }

  async function journey(index: number) {
    // Every step may land on another instance: nothing a visit needs lives in one process.
    const base = (step: number) => plan.bases[(index + step) % plan.bases.length]!;
    const shopper = new HttpShopper(base(0));
    const step = async (kind: SoakKind, at: number, method: string, path: string, body?: unknown) => {
      try {
        const answer = await shopper.call(method, path, body, base(at));
        record(kind, answer.status, answer.ms, `${method} ${path} ${JSON.stringify(answer.json)}`);
        return answer;
      } catch (error) {
        record(kind, 0, 0, `${method} ${path} ${String(error)}`);
        return null;
      }
    };
    await step('browse', 0, 'GET', pickFrom(plan.categoryPages));
    await step('browse', 1, 'GET', pickFrom(plan.productPages));
    await step('search', 2, 'GET', pickFrom(plan.suggestions));
    await step('search', 3, 'GET', pickFrom(plan.searches));
    if (index % plan.buyEvery !== 0) return;
    const { storeId, productId } = pickFrom(plan.goods);
    await step('add', 4, 'POST', '/api/cart/', { productId, quantity: 1 });
    // A phone of its own per order: a phone may have only a few orders under way.
    const digits = String(index).padStart(9, '0');
    const phone = `+7 9${digits.slice(0, 2)} ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7, 9)}`;
    const placed = await step('checkout', 5, 'POST', '/api/orders/', {
      ...orderBody(storeId, `soak-${plan.seed}-${index}`),
      phone,
      paymentMethod: 'card',
    });
    const paymentUrl = (placed?.json as { paymentUrl?: string } | null)?.paymentUrl;
    if (paymentUrl) await payOnSandboxPage(base(6), paymentUrl);
  }

  const started = performance.now();
  const running: Promise<void>[] = [];
  const interval = 1000 / plan.journeysPerSecond;
  for (let index = 0; performance.now() - started < plan.durationMs; index++) {
    running.push(journey(index));
    const next = started + (index + 1) * interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  await Promise.all(running);

  const kinds = Object.fromEntries(
    (Object.keys(latencies) as SoakKind[]).map((kind) => {
      const sorted = [...latencies[kind]].sort((a, b) => a - b);
      return [kind, { count: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) }];
    }),
  ) as SoakResult['kinds'];
  const result: SoakResult = {
    journeys: running.length,
    seconds: (performance.now() - started) / 1000,
    requests,
    errors,
    errorSamples: [...errorSamples],
    kinds,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
