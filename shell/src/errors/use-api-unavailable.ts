import { shellApi } from '../store/shell-api';

/**
 * Whether the store cannot serve this page at all: the shopper's location, which every page needs, could not be
 * read because the API is away (a 503 while its database is down, or no answer), after the client's retries.
 */
export function useApiUnavailable(): boolean {
  const { error } = shellApi.useLocationQuery();
  if (!error || !('status' in error)) return false;
  return error.status === 503 || error.status === 0;
}
