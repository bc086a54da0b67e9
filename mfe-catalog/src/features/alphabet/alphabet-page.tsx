import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { errorText } from '@apteka/api-client';
import { ErrorNotice, NotFoundPage, Spinner } from '@apteka/ui';
import { useGetAlphabetLettersQuery, useGetAlphabetNameQuery, useGetAlphabetNamesQuery } from '../../api';
import { pageCss } from '../categories/catalog-page';
import { Breadcrumbs } from '../common/breadcrumbs';
import { useLocationKey } from '@apteka/bus';
import { ProductListing } from '../listing/product-listing';
import { stripLetter } from '@apteka/contracts';
import { DIRECTORIES, letterHref, nameHref, type DirectoryInfo, type DirectoryKey } from './directories';
import { LetterStrip } from './letter-strip';
import { NameList } from './name-list';

type Answer = { error?: unknown; isLoading: boolean; refetch: () => unknown };

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;

/** A spinner, a 404 page, an error with retry, or null when the answer is there. */
function pending(answer: Answer, loading: string): ReactNode | null {
  if (answer.isLoading) return <Spinner label={loading} />;
  if (isNotFound(answer.error)) return <NotFoundPage />;
  if (answer.error) return <ErrorNotice message={errorText(answer.error)} onRetry={() => void answer.refetch()} />;
  return null;
}

function Letters({
  directory,
  current,
  children,
}: {
  directory: DirectoryInfo;
  current: string | null;
  children?: ReactNode;
}) {
  const key = useLocationKey();
  const letters = useGetAlphabetLettersQuery({ directory: directory.api, ...key });
  const crumbs = [
    { name: directory.title, href: directory.path },
    ...(current ? [{ name: current, href: letterHref(directory, current) }] : []),
  ];
  return (
    <section css={pageCss} aria-busy={letters.isFetching}>
      <Breadcrumbs items={crumbs} />
      <h1 css={{ fontSize: 28, margin: '0 0 16px' }}>{directory.title}</h1>
      {pending(letters, 'Загружаем алфавит…') ??
        (letters.data && letters.data.letters.length === 0 ? (
          <p>В вашем регионе пока ничего нет.</p>
        ) : (
          <LetterStrip directory={directory} letters={letters.data?.letters ?? []} current={current} />
        ))}
      {children ?? <p>Выберите букву.</p>}
    </section>
  );
}

function Names({ directory, letter }: { directory: DirectoryInfo; letter: string }) {
  const key = useLocationKey();
  const names = useGetAlphabetNamesQuery({ directory: directory.api, letter, ...key });
  if (isNotFound(names.error)) return <NotFoundPage />;
  return (
    <Letters directory={directory} current={letter}>
      <h2 css={{ fontSize: 22, margin: '0 0 12px' }}>На букву {letter}</h2>
      {pending(names, 'Загружаем названия…') ??
        (names.data && <NameList directory={directory} letter={letter} names={names.data.names} />)}
    </Letters>
  );
}

function Products({ directory, letter, slug }: { directory: DirectoryInfo; letter: string; slug: string }) {
  const key = useLocationKey();
  const name = useGetAlphabetNameQuery({ directory: directory.api, letter, slug, ...key });
  const wait = pending(name, 'Загружаем товары…');
  if (wait || !name.data) return isNotFound(name.error) ? wait : <section css={pageCss}>{wait}</section>;
  const { label } = name.data.name;
  const { key: filter, value } = name.data.filter;
  return (
    <section css={pageCss}>
      <ProductListing
        key={`${directory.api}/${value}`}
        scope={{ [filter]: value }}
        source={`alphabet-${directory.api}`}
        notFound={<NotFoundPage />}
        header={() => (
          <>
            <Breadcrumbs
              items={[
                { name: directory.title, href: directory.path },
                { name: letter, href: letterHref(directory, letter) },
                { name: label, href: nameHref(directory, letter, slug) },
              ]}
            />
            <h1 css={{ fontSize: 28, margin: '0 0 16px' }}>{label}</h1>
          </>
        )}
      />
    </section>
  );
}

/**
 * An alphabetical directory: /{dir} shows the letters, /{dir}/{letter} the names under a letter and
 * /{dir}/{letter}/{slug} that name's products as a listing; anything deeper or unknown is a 404 page.
 */
export function AlphabetPage({ directory: which }: { directory: DirectoryKey }) {
  const directory = DIRECTORIES[which];
  const [segment, slug, ...rest] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  if (segment === undefined) return <Letters directory={directory} current={null} />;
  const letter = stripLetter(segment);
  if (!letter || rest.length > 0) return <NotFoundPage />;
  if (slug === undefined) return <Names directory={directory} letter={letter} />;
  return <Products directory={directory} letter={letter} slug={slug} />;
}
