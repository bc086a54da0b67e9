import type { ReactNode } from 'react';
import { useTheme, type Theme } from '@emotion/react';
import { notFoundPageTitle } from '@apteka/contracts';
import { focusRing } from './button';
import { Link } from './link';
import { useDocumentTitle } from './use-document-title';

const page = { maxWidth: 960, margin: '0 auto', padding: '24px 16px' } as const;

/** A page of a title and its text. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section css={page}>
      <h1 css={{ fontSize: 28, margin: '0 0 16px' }}>{title}</h1>
      {children}
    </section>
  );
}

export function NotFoundPage() {
  useDocumentTitle(notFoundPageTitle(useTheme().name));
  return (
    <InfoPage title="Страница не найдена">
      <p>
        Такой страницы нет. Перейдите{' '}
        <Link href="/" css={(theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) })}>
          на главную
        </Link>
        .
      </p>
    </InfoPage>
  );
}
