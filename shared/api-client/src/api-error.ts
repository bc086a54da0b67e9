import type { ApiErrorBody } from '@apteka/contracts';

const NETWORK_MESSAGE = 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.';

/** What every failed call rejects with: the server's `{error, message}` plus the HTTP status. */
export class ApiError extends Error implements ApiErrorBody {
  readonly error: string;
  readonly status: number;

  constructor(status: number, error: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
  }

  static network(): ApiError {
    return new ApiError(0, 'network', NETWORK_MESSAGE);
  }

  /** Builds the error from a response body; the text comes from `error` only when `message` is absent. */
  static fromResponse(status: number, body: unknown): ApiError {
    if (body && typeof body === 'object') {
      const { error, message } = body as Partial<ApiErrorBody>;
      const text = typeof message === 'string' && message ? message : typeof error === 'string' ? error : '';
      return new ApiError(status, typeof error === 'string' ? error : `http_${status}`, text || defaultMessage(status));
    }
    return new ApiError(status, `http_${status}`, defaultMessage(status));
  }
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
