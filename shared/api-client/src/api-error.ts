import { localizedMessage, type ApiErrorBody } from '@apteka/contracts';

const NETWORK_MESSAGE = 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.';

/** What every failed call rejects with: the server's `{error, message}` plus the HTTP status. */
export class ApiError extends Error implements ApiErrorBody {
  readonly error: string;
  readonly status: number;
  /** a message per refused form field, when the server names them */
  readonly fields?: Record<string, string>;

  constructor(status: number, error: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
    if (fields) this.fields = fields;
  }

  static network(): ApiError {
    return new ApiError(0, 'network', NETWORK_MESSAGE);
  }

  /**
   * Builds the error from a response body. This API's `error` is a code and `message` the shopper's text, so the
   * text comes from `error` only when `message` is absent; a text marked as a translation key becomes its Russian.
   */
  static fromResponse(status: number, body: unknown): ApiError {
    if (body && typeof body === 'object') {
      const { error, message, fields } = body as Partial<ApiErrorBody>;
      const text = typeof message === 'string' && message ? message : typeof error === 'string' ? error : '';
      return new ApiError(
        status,
        typeof error === 'string' ? error : `http_${status}`,
        text ? localizedMessage(text, defaultMessage(status)) : defaultMessage(status),
        fieldMessages(fields),
      );
    }
    return new ApiError(status, `http_${status}`, defaultMessage(status));
  }
}

/** Only string messages by field name; anything else the server sent is ignored. */
function fieldMessages(fields: unknown): Record<string, string> | undefined {
  if (!fields || typeof fields !== 'object') return undefined;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function defaultMessage(status: number): string {
  if (status >= 500) return 'Сервис временно недоступен. Попробуйте позже.';
  if (status === 404) return 'Не найдено.';
  if (status === 403) return 'Недостаточно прав для этого действия.';
  return 'Не удалось выполнить запрос.';
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
