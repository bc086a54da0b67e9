/**
 * A closed-loop HTTP load generator, run as its own process so that its work is not counted inside the server's:
 * `connections` loops each send one GET, wait for the whole answer, and send the next, for `durationMs`.
 * Reads a JSON LoadPlan from stdin and prints one JSON LoadResult line.
 */
import http from 'node:http';
import { mulberry32 } from '../../api/src/seed/random';
import { answerPlanFromStdin } from './generator-main';

export interface LoadPlan {
  /** e.g. http://127.0.0.1:3190 */
  base: string;
  connections: number;
  durationMs: number;
  /** cookie headers of signed-up visitors; loop i speaks as visitor i modulo their number */
  visitors: string[];
  /** paths to request, chosen at random (seeded) */
  paths: string[];
  seed: number;
  /** what the loops ask for: the API's JSON by default, or pages (`text/html`) */
  accept?: string;
}

export interface LoadResult {
  requests: number;
  errors: number;
  /** the first few distinct error answers */
  errorSamples: string[];
  seconds: number;
  requestsPerSecond: number;
  ms: { p50: number; p95: number; p99: number; max: number };
}

export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function get(agent: http.Agent, url: URL, cookie: string, accept: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { accept, 'accept-encoding': 'gzip', cookie } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: response.statusCode === 200 ? '' : Buffer.concat(chunks).toString('utf8').slice(0, 200),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
  const random = mulberry32(plan.seed);
  const latencies: number[] = [];
  const errorSamples = new Set<string>();
  let errors = 0;
  const started = performance.now();
  const deadline = started + plan.durationMs;

  const loop = async (index: number) => {
    const cookie = plan.visitors[index % plan.visitors.length] ?? '';
    while (performance.now() < deadline) {
      const path = plan.paths[Math.floor(random() * plan.paths.length)]!;
      const sent = performance.now();
      try {
        const { status, body } = await get(agent, new URL(path, plan.base), cookie, plan.accept ?? 'application/json');
        latencies.push(performance.now() - sent);
        if (status !== 200) {
          errors += 1;
          if (errorSamples.size < 5) errorSamples.add(`${status} ${path} ${body}`);
        }
      } catch (error) {
        errors += 1;
        if (errorSamples.size < 5) errorSamples.add(`${path} ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, (_, i) => loop(i)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    errorSamples: [...errorSamples],
    seconds,
    requestsPerSecond: latencies.length / seconds,
    ms: {
      p50: quantile(latencies, 0.5),
      p95: quantile(latencies, 0.95),
      p99: quantile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
    },
  };
}

if (require.main === module) answerPlanFromStdin(runLoad);
