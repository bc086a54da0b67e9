/**
 * An open-loop HTTP load generator, run as a process of its own so its work is not counted inside the server's:
 * requests leave at a fixed rate whether or not earlier ones were answered, as shoppers arrive, and each one's time
 * runs from when it was due to leave (a server that falls behind is charged for the queue it builds).
 * Reads a JSON OpenLoopPlan from stdin and prints one JSON OpenLoopResult line.
 */
import http from 'node:http';
import { mulberry32 } from '../../api/src/seed/random';
import { quantile } from './load-generator';
import { answerPlanFromStdin } from './generator-main';

export interface OpenLoopVisit {
  path: string;
  /** the Cookie header; '' for a first visit */
  cookie: string;
  userAgent: string;
}

export interface OpenLoopPlan {
  base: string;
  /** requests per second */
  rate: number;
  durationMs: number;
  /** what each request is, chosen at random (seeded) */
  visits: OpenLoopVisit[];
  seed: number;
  accept: string;
  /** a request not answered in this long counts as failed */
  timeoutMs: number;
}

export interface OpenLoopResult {
  rate: number;
  sent: number;
  answered: number;
  errors: number;
  errorSamples: string[];
  /** the errors by kind: `HTTP <status>`, or how a request failed (no answer in time, refused…) and at which step */
  errorKinds: Record<string, number>;
  /** answers per second over the run */
  throughput: number;
  ms: { p50: number; p95: number; p99: number; max: number };
  /** how the answers came: kept pages and drawn ones (X-Page-Cache), or neither */
  pageCache: Record<string, number>;
  /** each second of the run (by when its requests were due): p95 of its answers' times and its failures */
  perSecond: Array<{ p95: number; answered: number; errors: number }>;
}

/**
 * One request, given up `plan.timeoutMs` after it leaves whatever it is waiting for: a free socket, the connection,
 * the answer's head or its body. A failure names the step it failed at.
 */
function send(agent: http.Agent, url: URL, visit: OpenLoopVisit, plan: OpenLoopPlan) {
  return new Promise<{ status: number; body: string; cache: string }>((resolve, reject) => {
    let step = 'waiting for a socket';
    const request = http.get(
      url,
      {
        agent,
        headers: {
          accept: plan.accept,
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': visit.userAgent,
          ...(visit.cookie ? { cookie: visit.cookie } : {}),
        },
      },
      (response) => {
        step = 'reading the answer';
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            body: response.statusCode === 200 ? '' : Buffer.concat(chunks).toString('utf8').slice(0, 160),
            cache: String(response.headers['x-page-cache'] ?? 'none'),
          });
        });
        response.on('error', fail);
      },
    );
    function fail(error: Error) {
      clearTimeout(timer);
      reject(new Error(`${error.message} (${step})`));
    }
    const timer = setTimeout(() => request.destroy(new Error(`no answer in ${plan.timeoutMs} ms`)), plan.timeoutMs);
    request.on('socket', (socket) => {
      if (!socket.connecting) {
        step = 'waiting for the answer';
        return;
      }
      step = 'connecting';
      socket.once('connect', () => (step = 'waiting for the answer'));
    });
    request.on('error', fail);
  });
}

export async function runOpenLoop(plan: OpenLoopPlan): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const random = mulberry32(plan.seed);
  const latencies: number[] = [];
  const errorSamples = new Set<string>();
  const pageCache: Record<string, number> = {};
  const errorKinds: Record<string, number> = {};
  let errors = 0;
  const failed = (second: { errors: number }, kind: string, sample: string) => {
    errors += 1;
    second.errors += 1;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    if (errorSamples.size < 5) errorSamples.add(sample);
  };
  const interval = 1000 / plan.rate;
  const total = Math.round((plan.durationMs / 1000) * plan.rate);
  const started = performance.now();
  const pending: Array<Promise<void>> = [];
  const perSecondOf: Array<{ latencies: number[]; errors: number }> = [];
  const secondOf = (due: number) => (perSecondOf[Math.floor((due - started) / 1000)] ??= { latencies: [], errors: 0 });

  const visit = async (due: number) => {
    const chosen = plan.visits[Math.floor(random() * plan.visits.length)]!;
    const second = secondOf(due);
    try {
      const answer = await send(agent, new URL(chosen.path, plan.base), chosen, plan);
      latencies.push(performance.now() - due);
      second.latencies.push(performance.now() - due);
      pageCache[answer.cache] = (pageCache[answer.cache] ?? 0) + 1;
      if (answer.status !== 200)
        failed(second, `HTTP ${answer.status}`, `${answer.status} ${chosen.path} ${answer.body}`);
    } catch (error) {
      failed(second, error instanceof Error ? error.message : String(error), `${chosen.path} ${String(error)}`);
    }
  };

  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(visit(due));
  }
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rate: plan.rate,
    sent: total,
    answered: latencies.length,
    errors,
    errorSamples: [...errorSamples],
    errorKinds,
    throughput: latencies.length / seconds,
    ms: {
      p50: quantile(latencies, 0.5),
      p95: quantile(latencies, 0.95),
      p99: quantile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
    },
    pageCache,
    perSecond: Array.from(perSecondOf, (second) => {
      const sorted = (second?.latencies ?? []).sort((a, b) => a - b);
      return { p95: quantile(sorted, 0.95), answered: sorted.length, errors: second?.errors ?? 0 };
    }),
  };
}

if (require.main === module) answerPlanFromStdin(runOpenLoop);
