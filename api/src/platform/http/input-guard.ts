/**
 * One guard for every route, after its schema has validated and coerced the input: numbers are finite and within
 * PostgreSQL's integer range (a query's "1e999" coerces to Infinity, which no column takes), strings carry no NUL
 * and no lone surrogate (PostgreSQL refuses both), and nesting is bounded. A route cannot opt out by forgetting.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../errors';
import { globalPlugin } from '../plugins/global-plugin';

/** PostgreSQL's integer: ids, counts and kopecks of every column fit it. */
export const INT4_MAX = 2_147_483_647;
const MAX_DEPTH = 20;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored as it is, or null. */
export function unsafeText(text: string): string | null {
  if (text.includes('\u0000')) return 'Недопустимый символ в запросе (NUL).';
  if (LONE_SURROGATE.test(text)) return 'Недопустимые символы в запросе.';
  return null;
}

/** The first problem of a parsed value, or null. */
export function inputProblem(value: unknown, depth = 0): string | null {
  if (depth > MAX_DEPTH) return 'Слишком глубокая вложенность данных.';
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= INT4_MAX ? null : 'Число вне допустимого диапазона.';
  }
  if (typeof value === 'string') return unsafeText(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = inputProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const problem = unsafeText(key) ?? inputProblem(item, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/** What is wrong with a request's address and body, if anything. */
export const requestInputProblem = (request: FastifyRequest): string | null =>
  inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);

export const inputGuard = globalPlugin('input-guard', async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    const problem = requestInputProblem(request);
    if (problem) throw invalid('invalid_input', problem);
  });
});
