import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import {
  lazyPage,
  loadEveryPage,
  loadLinkedPages,
  loadPageOf,
  matchLinkedPagesAhead,
  mountingWithPage,
} from './lazy-page';

// the router's matching, counted: what a remote's first move to it would otherwise run
jest.mock('react-router-dom', () => {
  const actual = jest.requireActual<Record<string, unknown>>('react-router-dom');
  return { ...actual, matchRoutes: jest.fn(actual.matchRoutes as typeof matchRoutes) };
});
const matched = () => jest.mocked(matchRoutes).mock.calls.map(([, location]) => location);

function Article({ id }: { id: number }) {
  return <h1>Статья {id}</h1>;
}

const drawn = (element: React.ReactElement) =>
  renderToString(<Suspense fallback={<p>Загрузка</p>}>{element}</Suspense>);

describe('a lazy page', () => {
  it('draws in the same pass once loaded: a server render of it is whole', async () => {
    const ArticlePage = lazyPage(() => Promise.resolve(Article));
    await ArticlePage.load();
    expect(drawn(<ArticlePage id={7} />)).toBe('<!--$--><h1>Статья <!-- -->7</h1><!--/$-->');
  });

  it('not loaded, leaves a server render unfinished (the page server then leaves it to the browser)', () => {
    const ArticlePage = lazyPage(() => Promise.resolve(Article));
    expect(drawn(<ArticlePage id={7} />)).toContain('<!--$!-->');
  });

  it('shown before it is loaded, waits for its code and then draws', async () => {
    const ArticlePage = lazyPage(() => Promise.resolve(Article));
    render(
      <Suspense fallback={<p>Загрузка</p>}>
        <ArticlePage id={3} />
      </Suspense>,
    );
    expect(screen.getByText('Загрузка')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Статья 3' })).toBeInTheDocument();
  });
});

describe('loading the pages of routes', () => {
  const Layout = ({ page }: { page: React.ReactNode }) => <main>{page}</main>;

  function routesOf() {
    const loads = { articles: jest.fn(() => Promise.resolve(Article)), news: jest.fn(() => Promise.resolve(Article)) };
    const ArticlePage = lazyPage(loads.articles);
    const NewsPage = lazyPage(loads.news);
    const routes: RouteObject[] = [
      { path: '/', element: <p>Главная</p> },
      { path: '/articles/:id', element: <ArticlePage id={1} /> },
      // a page inside a layout that is given it
      { path: '/news', element: <Layout page={<NewsPage id={2} />} /> },
    ];
    return { loads, routes };
  }

  it('loads only the page the address shows, with or without its region segment', async () => {
    const { loads, routes } = routesOf();
    await loadPageOf(routes, '/kazan-16/articles/241');
    expect(loads.articles).toHaveBeenCalledTimes(1);
    expect(loads.news).not.toHaveBeenCalled();

    await loadPageOf(routes, '/');
    await loadPageOf(routes, '/no-such-page');
    expect(loads.news).not.toHaveBeenCalled();
    await loadPageOf(routes, '/news');
    expect(loads.news).toHaveBeenCalledTimes(1);
  });

  it('loads the pages the links on the page lead to, each once, and nothing for other sites or other remotes', async () => {
    const { loads, routes } = routesOf();
    const page = document.createElement('div');
    page.innerHTML = `
      <a href="/kazan-16/articles/1">Статья</a>
      <a href="/articles/2">Другая статья</a>
      <a href="https://example.com/news">Чужой сайт</a>
      <a href="/basket/">Корзина</a>`;
    await loadLinkedPages(routes, page);
    expect(loads.articles).toHaveBeenCalledTimes(1);
    expect(loads.news).not.toHaveBeenCalled();
  });

  it("matches at idle the addresses of the page's links that lead to the remote, once each, and loads nothing", () => {
    jest.useFakeTimers();
    try {
      const { loads, routes } = routesOf();
      const page = document.createElement('div');
      page.innerHTML = `
        <a href="/news/">Новости</a>
        <a href="/kazan-16/news/">Новости в Казани</a>
        <a href="/basket/">Корзина</a>
        <a href="https://example.com/news/">Чужой сайт</a>`;
      jest.mocked(matchRoutes).mockClear();
      matchLinkedPagesAhead('content', routes, page);
      expect(matched()).toEqual([]);
      jest.runAllTimers();
      expect(matched()).toEqual(['/news/']);
      expect(loads.news).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('matches many links a slice at a time, each slice at a quiet moment, so a tap meanwhile waits for one slice', () => {
    jest.useFakeTimers();
    try {
      const { routes } = routesOf();
      const page = document.createElement('div');
      page.innerHTML = [1, 2, 3, 4, 5].map((id) => `<a href="/news/${id}">Новость ${id}</a>`).join('');
      // each address takes 3 ms to match: a slice of 8 ms matches three
      const match = jest.requireActual<{ matchRoutes: typeof matchRoutes }>('react-router-dom').matchRoutes;
      jest.mocked(matchRoutes).mockClear();
      jest.mocked(matchRoutes).mockImplementation((...args) => {
        jest.advanceTimersByTime(3);
        return match(...args);
      });
      matchLinkedPagesAhead('content', routes, page);
      jest.advanceTimersToNextTimer();
      expect(matched()).toEqual(['/news/1', '/news/2', '/news/3']);
      jest.advanceTimersToNextTimer();
      expect(matched()).toHaveLength(5);
    } finally {
      jest
        .mocked(matchRoutes)
        .mockImplementation(jest.requireActual<{ matchRoutes: typeof matchRoutes }>('react-router-dom').matchRoutes);
      jest.useRealTimers();
    }
  });

  it('matches an address once: the mount of a page matched ahead runs none of the router', async () => {
    const { loads, routes } = routesOf();
    jest.mocked(matchRoutes).mockClear();
    await loadPageOf(routes, '/news');
    await loadPageOf(routes, '/kazan-16/news');
    expect(matched()).toEqual(['/news']);
    expect(loads.news).toHaveBeenCalledTimes(1);
  });

  it('loads every page for a server render', async () => {
    const { loads, routes } = routesOf();
    await loadEveryPage(routes);
    expect(loads.articles).toHaveBeenCalledTimes(1);
    expect(loads.news).toHaveBeenCalledTimes(1);
  });

  it("mounts a remote once the address's page is loaded, so it draws in one pass", async () => {
    const { loads, routes } = routesOf();
    const steps: string[] = [];
    loads.articles.mockImplementation(async () => {
      steps.push('page loaded');
      return Article;
    });
    const lifecycles = mountingWithPage(
      {
        unmount: async () => undefined,
        mount: async ({ name }: { name: string }) => void steps.push(`${name} mounted`),
      },
      (pathname) => loadPageOf(routes, pathname),
    );
    window.history.replaceState(null, '', '/moskva-14/articles/5');
    await lifecycles.mount({ name: 'content' });
    expect(steps).toEqual(['page loaded', 'content mounted']);
  });
});
