import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiRequest, BaseQueryError, apiBaseQuery } from './base-query';

/** What makeStore hands RTK Query as the thunk's extra argument: apiBaseQuery over the store's client. */
export interface ApiExtra {
  baseQuery: ReturnType<typeof apiBaseQuery>;
}

/** Delegates to the store's apiBaseQuery, so tests can give a store a mocked client. */
export const storeBaseQuery: BaseQueryFn<ApiRequest | string, unknown, BaseQueryError> = (args, api) =>
  (api.extra as ApiExtra).baseQuery(args);

/** The text to show for a failed query: the server's message when there is one. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return 'Не удалось загрузить данные. Попробуйте ещё раз.';
}

/** The server's message for one form field of a failed call, if it named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!error || typeof error !== 'object' || !('fields' in error)) return undefined;
  const fields = (error as { fields?: Record<string, string> }).fields;
  return fields?.[field];
}
