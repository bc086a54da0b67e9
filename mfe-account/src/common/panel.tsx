import type { ReactNode } from 'react';
import type { Theme } from '@emotion/react';

/** A titled block of an account page. */
export function Panel({ title, children, level = 2 }: { title?: string; children: ReactNode; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      css={(theme: Theme) => ({
        background: theme.colors.surface,
        borderRadius: theme.radius,
        padding: 20,
        marginBottom: 20,
      })}
    >
      {title && <Heading css={{ fontSize: level === 2 ? 20 : 18, margin: '0 0 12px' }}>{title}</Heading>}
      {children}
    </section>
  );
}
