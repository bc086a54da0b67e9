import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorKind } from '../errors';
import { globalPlugin } from '../plugins/global-plugin';
import { isApiAddress } from './api-prefix';
import { NOT_FOUND_ADDRESS } from './page-address';
import { plainErrorPage } from './plain-error-page';

/** The status code of each kind of domain error. */
export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  upstream_unavailable: 502,
};

/** Russian texts for errors Fastify itself raises with a 4xx status. */
export const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Некорректный запрос.',
  401: 'Требуется вход в личный кабинет.',
  403: 'Доступ запрещён.',
  404: 'Не найдено.',
  405: 'Метод не поддерживается.',
  406: 'Формат ответа не поддерживается.',
  408: 'Сервер не дождался запроса. Попробуйте ещё раз.',
  413: 'Слишком большой запрос.',
  414: 'Слишком длинный адрес запроса.',
  415: 'Неподдерживаемый формат данных.',
  429: 'Слишком много запросов. Попробуйте позже.',
  431: 'Слишком большие заголовки запроса.',
};

/** Connection-level failures of either engine: the database is unreachable, not the request wrong. */
const DB_UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && DB_UNAVAILABLE_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end/i.test(
      message,
    )
  );
}

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: 'теле запроса',
  querystring: 'параметрах запроса',
  params: 'адресе',
  headers: 'заголовках',
};

function describeValidation(error: FastifyError): string {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue;
  const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? 'запросе';
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') return `Не указано поле «${missing}» в ${context}.`;
  const extra = issue.params?.additionalProperty;
  if (typeof extra === 'string') return `Неизвестное поле «${extra}» в ${context}.`;
  const field = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return field ? `Некорректное значение поля «${field}» в ${context}.` : `Некорректные данные в ${context}.`;
}

interface FailureAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The status and `{ error, message }` of a failure (logged here as what it is). */
function answerOf(error: FastifyError, request: FastifyRequest): FailureAnswer {
  if (error.validation) {
    return { status: 400, body: { error: 'validation', message: describeValidation(error) } };
  }
  if (error instanceof DomainError) {
    return {
      status: STATUS_OF_KIND[error.kind],
      body: {
        ...(error.details ?? {}),
        error: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return {
      status,
      body: {
        error: status === 404 ? 'not_found' : status === 429 ? 'rate_limited' : 'bad_request',
        message: CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400],
      },
    };
  }
  if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
    // The shopper's browser went away mid-answer (navigated on, aborted a suggestion): nothing failed here.
    request.log.info({ err: error }, 'client closed the connection before the answer was sent');
    return { status: 499, body: { error: 'client_closed', message: 'Запрос прерван.' } };
  }
  request.log.error({ err: error }, 'request failed');
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { error: 'unavailable', message: 'Сервис временно недоступен. Попробуйте через минуту.' },
    };
  }
  return {
    status: 500,
    body: { error: 'internal', message: 'Внутренняя ошибка сервера. Мы уже разбираемся, попробуйте позже.' },
  };
}

/**
 * The status of a page address refused before its page was looked up: what cannot be read stays a 400, too many
 * requests a 429 and our own failures a 5xx; anything else refused (a method, a file the file handler will not
 * serve) is a page that is not there.
 */
function pageStatusOf(status: number): number {
  return status === 400 || status === 429 || status >= 500 ? status : 404;
}

/**
 * One place that turns every failure into an answer: validation -> 400, domain errors by their kind, other 4xx with
 * a Russian text, an unreachable database -> 503, anything else -> 500 without internals (logged). An API address
 * gets `{ error, message }`; any other address gets the store's page with the status, whatever its Accept.
 */
export const errorHandlerPlugin = globalPlugin('error-handler', async (app) => {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = answerOf(error, request);
    if (error instanceof DomainError && error.retryAfterSeconds !== undefined) {
      void reply.header('Retry-After', String(error.retryAfterSeconds));
    }
    if (status !== 499 && !isApiAddress(request.url) && app.hasDecorator('sendSpaPage')) {
      try {
        if (await app.sendSpaPage(request, reply, pageStatusOf(status))) return reply;
      } catch (pageError) {
        request.log.error({ err: pageError }, 'the page of a failure could not be sent');
        const { html, headers } = plainErrorPage(pageStatusOf(status));
        return reply.code(pageStatusOf(status)).headers(headers).send(html);
      }
    }
    return reply.code(status).send(body);
  });
});

/**
 * Fastify's own refusals before any route is found (a path that cannot be decoded, a segment too long for a route's
 * parameter), given as the server's `frameworkErrors` option: an API address gets `{ error, message }`; any other
 * is routed on to the not-found handler, which draws the page of the address as sent (`request.originalUrl`).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw as typeof request.raw & { originalUrl?: string };
  if (isApiAddress(request.url) || raw.originalUrl !== undefined) {
    request.log.info({ err: error }, 'client error');
    void reply.code(error.statusCode ?? 400).send({ error: 'bad_request', message: CLIENT_ERROR_MESSAGES[400] });
    return;
  }
  raw.originalUrl = raw.url;
  raw.url = NOT_FOUND_ADDRESS;
  request.server.routing(raw, reply.raw);
}
