import { useLocation } from 'react-router-dom';
import { splitRegionPrefix, type InfoPageContent } from '@apteka/contracts';
import { useGetInfoPageQuery } from '../../common/content-api';
import { Loaded, PageFrame } from '../../common/page-frame';
import { RichText } from '../../common/rich-text';
import { FeedbackForm } from '../feedback/feedback-form';
import type { FeedbackKind } from '../feedback/feedback-api';
import { FaqBody } from './faq-body';

/** The path of the page without the region segment and a trailing slash: the key of its file. */
export function contentPath(pathname: string): string {
  const { path } = splitRegionPrefix(pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const FAQ_PATH = '/basic-pages/faq';

/** The forms a page offers under its text. */
const PAGE_FORMS: Record<string, FeedbackKind[]> = {
  '/contacts': ['message', 'callback', 'podbor-analoga'],
  '/basic-pages/reviews': ['message'],
  '/basic-pages/charity': ['charity'],
  '/basic-pages/suppliers': ['jj'],
  '/mp': ['mp-link'],
};

function Body({ page }: { page: InfoPageContent }) {
  return page.path === FAQ_PATH ? <FaqBody html={page.html} /> : <RichText html={page.html} />;
}

/**
 * Every page written as a file of the content folder: /basic-pages/…, /contacts, /bonus-program, /super, /mp,
 * /garantii-i-vozvrat… A page of another brand, or none at all, is the not-found page.
 */
export function ContentPage() {
  const path = contentPath(useLocation().pathname);
  const query = useGetInfoPageQuery(path);
  return (
    <Loaded query={query} loading="Загружаем страницу…">
      {(page) => (
        <PageFrame title={page.title} crumbs={[{ name: page.title, href: page.path }]}>
          <Body page={page} />
          {(PAGE_FORMS[page.path] ?? []).map((kind) => (
            <FeedbackForm key={kind} kind={kind} />
          ))}
        </PageFrame>
      )}
    </Loaded>
  );
}
