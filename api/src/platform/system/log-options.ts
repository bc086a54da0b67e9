import type { FastifyReply, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

/** Where log lines go: the process's standard output, or a test's collector. */
export interface LogOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

type LogFormat = 'json' | 'readable';

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const LABELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

function levelValue(name: string): number {
  if (name === 'silent') return Infinity;
  const value = LEVELS[name];
  if (value === undefined)
    throw new Error(`LOG_LEVEL must be one of ${Object.keys(LEVELS).join(', ')} or silent, got "${name}"`);
  return value;
}

function logFormat(config: AppConfig, output: LogOutput): LogFormat {
  const given = config.logFormat;
  if (given === 'json' || given === 'readable') return given;
  if (given !== undefined) throw new Error(`LOG_FORMAT must be json or readable, got "${given}"`);
  return config.env === 'production' || !output.isTTY ? 'json' : 'readable';
}

interface Entry {
  level: number;
  msg?: string;
  err?: { message?: string; stack?: string };
  req?: unknown;
  res?: { statusCode?: number; method?: string; url?: string };
  responseTime?: number;
  [key: string]: unknown;
}

// what every line of pino carries, or what a readable line shows in its own way
const OWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'req', 'res', 'responseTime']);

function detail(value: unknown): string {
  return typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);
}

/**
 * A pino destination that writes one short line per entry for a person at a console: "GET /catalog 200 12 ms" for an
 * answered request (only when `requests`), "warn  message key=value" for the rest at `level` or above, with an
 * error's stack below it. Fastify's "incoming request" lines are dropped: the answer's line names the request.
 */
export function readableDestination(output: LogOutput, options: { level: string; requests: boolean }): LogOutput {
  const shown = levelValue(options.level);
  return {
    write(line: string) {
      let entry: Entry;
      try {
        entry = JSON.parse(line) as Entry;
      } catch {
        output.write(line);
        return;
      }
      if (entry.req !== undefined) return;
      if (entry.res !== undefined && entry.responseTime !== undefined) {
        if (!options.requests) return;
        const { method, url, statusCode } = entry.res;
        output.write(`${method} ${url} ${statusCode} ${Math.round(entry.responseTime)} ms\n`);
        return;
      }
      if (entry.level < shown) return;
      const fields = Object.entries(entry)
        .filter(([key]) => !OWN_FIELDS.has(key))
        .map(([key, value]) => ` ${key}=${detail(value)}`)
        .join('');
      const label = (LABELS[entry.level] ?? String(entry.level)).padEnd(5);
      const error = entry.err?.stack ?? entry.err?.message;
      output.write(`${label} ${entry.msg ?? ''}${fields}\n${error ? `${error.replace(/^/gm, '      ')}\n` : ''}`);
    },
  };
}

/**
 * Fastify's logger from the configuration. JSON lines (with each request's `reqId`) in production, for machines to
 * read; on a developer's console, readable lines: warnings and errors unless LOG_LEVEL says otherwise, and a line
 * per answered request only when asked for (LOG_REQUESTS=1, or LOG_LEVEL debug or trace).
 */
export function logOptions(config: AppConfig, output?: LogOutput): FastifyServerOptions['logger'] {
  const format = logFormat(config, output ?? process.stdout);
  if (format === 'json') return output ? { level: config.logLevel, stream: output } : { level: config.logLevel };
  const level = config.logLevelGiven ? config.logLevel : 'warn';
  const requests = config.logRequests ?? false;
  // request lines are written at info: the logger lets them through when asked for, and the destination sorts
  return {
    level: requests && levelValue(level) > LEVELS.info! ? 'info' : level,
    stream: readableDestination(output ?? process.stdout, { level, requests }),
    serializers: {
      res: (reply: Partial<FastifyReply> & Pick<FastifyReply, 'statusCode'>) => ({
        statusCode: reply.statusCode,
        method: reply.request?.method,
        url: reply.request?.url,
      }),
    },
  };
}
