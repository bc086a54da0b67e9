import { useEffect, useRef, type ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '@apteka/api-client';
import { Link, Spinner } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { formMessage, textLink } from '../../common/form-styles';

interface TokenActionPageProps<T> {
  title: string;
  working: string;
  /** the call the signed link stands for; it runs once when the page opens */
  run: (token: string) => { unwrap(): Promise<T> };
  state: { data?: T; error?: unknown; isLoading: boolean; isUninitialized: boolean };
  done: (data: T) => ReactNode;
}

const page = { maxWidth: 640, margin: '0 auto', padding: '24px 16px' } as const;
const MISSING = 'Ссылка неполная: откройте её из письма целиком.';

/** A page opened from a signed link in a letter (`?token=`): it does what the link says and tells the outcome. */
export function TokenActionPage<T>({ title, working, run, state, done }: TokenActionPageProps<T>) {
  const [params] = useSearchParams();
  const regionPath = useRegionPath();
  const token = params.get('token') ?? '';
  const started = useRef(false);
  useEffect(() => {
    if (started.current || token.length < 10) return;
    started.current = true;
    run(token)
      .unwrap()
      .catch(() => undefined);
  }, [run, token]);

  let body: ReactNode;
  if (token.length < 10)
    body = (
      <p role="alert" css={formMessage('error')}>
        {MISSING}
      </p>
    );
  else if (state.isLoading || state.isUninitialized) body = <Spinner label={working} />;
  else if (state.error || state.data === undefined)
    body = (
      <p role="alert" css={formMessage('error')}>
        {errorText(state.error)}
      </p>
    );
  else body = <div role="status">{done(state.data)}</div>;

  return (
    <section css={page}>
      <h1 css={{ fontSize: 28, margin: '0 0 16px' }}>{title}</h1>
      {body}
      <p>
        <Link href={regionPath('/')} css={(theme: Theme) => textLink(theme)}>
          На главную
        </Link>
      </p>
    </section>
  );
}
