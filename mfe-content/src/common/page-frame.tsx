import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { storePageTitle } from '@apteka/contracts';
import { errorText } from '@apteka/api-client';
import { ErrorNotice, NotFoundPage, Spinner, useDocumentTitle } from '@apteka/ui';
import { Breadcrumbs, type Crumb } from '@apteka/ui/routing';

export const pageWidth = { maxWidth: 1200, margin: '0 auto', padding: '24px 16px' } as const;

interface PageFrameProps {
  title: string;
  crumbs: Crumb[];
  /** what the document is called, as the server calls the page; the title with the store's name by default */
  documentTitle?: (storeName: string) => string;
  children: ReactNode;
}

/** A content page: breadcrumbs from the home page, one h1, the body. */
export function PageFrame({ title, crumbs, documentTitle, children }: PageFrameProps) {
  const storeName = useTheme().name;
  useDocumentTitle(documentTitle ? documentTitle(storeName) : storePageTitle(title, storeName));
  return (
    <section css={pageWidth}>
      <Breadcrumbs items={[{ name: 'Главная', href: '/' }, ...crumbs]} />
      <h1 css={{ fontSize: 28, lineHeight: 1.25, margin: '0 0 16px' }}>{title}</h1>
      {children}
    </section>
  );
}

interface LoadProps<T> {
  query: { data?: T; error?: unknown; isLoading: boolean; refetch: () => unknown };
  loading: string;
  children: (data: T) => ReactNode;
}

/** A page's data: a spinner, then the page; a 404 is the not-found page, another failure a notice with a retry. */
export function Loaded<T>({ query, loading, children }: LoadProps<T>) {
  if (query.isLoading) return <Spinner label={loading} />;
  if ((query.error as { status?: number } | undefined)?.status === 404) return <NotFoundPage />;
  if (query.error || query.data === undefined) {
    return (
      <section css={pageWidth}>
        <ErrorNotice message={errorText(query.error)} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  return <>{children(query.data)}</>;
}
