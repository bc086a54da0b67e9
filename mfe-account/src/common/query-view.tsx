import type { ReactNode } from 'react';
import { errorText } from '@apteka/api-client';
import { ErrorNotice, Spinner } from '@apteka/ui';

interface QueryViewProps<T> {
  query: { data?: T; error?: unknown; isLoading: boolean; refetch: () => unknown };
  /** what the spinner says while the data loads */
  loading: string;
  children: (data: T) => ReactNode;
}

/** One way for every account page to show a load: a spinner, the error with a retry, then the data. */
export function QueryView<T>({ query, loading, children }: QueryViewProps<T>) {
  if (query.isLoading) return <Spinner label={loading} />;
  if (query.error || query.data === undefined) {
    return <ErrorNotice message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
