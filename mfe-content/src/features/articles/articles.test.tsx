import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { mockApi, type MockHandler, type MockReply } from '@apteka/api-client/testing';
import { Root, makeStore } from '../../remote';
import { ARTICLE, articleCard } from '../../testing/content-fixtures';

const TOPICS = {
  categories: [
    { id: 1, slug: 'prostuda-i-gripp', name: 'Простуда и грипп', articles: 14 },
    { id: 2, slug: 'serdtse', name: 'Сердце и сосуды', articles: 0 },
  ],
  tags: [{ tag: 'температура', articles: 9 }],
};

function renderAt(path: string, routes: Record<string, MockHandler | MockReply>) {
  const api = mockApi({ 'GET /content/article-topics': { data: TOPICS }, ...routes });
  window.history.pushState({}, '', path);
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

describe('articles', () => {
  it('lists the newest articles and loads more on «Показать ещё», with the rubrics and tags to filter', async () => {
    const user = userEvent.setup();
    const api = renderAt('/articles', {
      'GET /content/articles': ({ params }) => ({
        data:
          Number(params.page) === 1
            ? { items: [14, 13, 12].map((id) => articleCard(id)), page: 1, pages: 2, total: 4 }
            : { items: [articleCard(11)], page: 2, pages: 2, total: 4 },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Статьи о здоровье' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Статья 14' })).toHaveAttribute(
      'href',
      '/articles/14?name=statya-14',
    );
    expect(screen.getByText('Показано 3 из 4')).toBeInTheDocument();
    const rubrics = screen.getByRole('navigation', { name: 'Рубрики статей' });
    expect(
      within(rubrics)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Все статьи', 'Простуда и грипп']);
    expect(
      within(screen.getByRole('navigation', { name: 'Теги статей' })).getByRole('link', { name: '#температура' }),
    ).toHaveAttribute('href', '/articles/tags/%D1%82%D0%B5%D0%BC%D0%BF%D0%B5%D1%80%D0%B0%D1%82%D1%83%D1%80%D0%B0');

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('link', { name: 'Статья 11' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Статья 14',
      'Статья 13',
      'Статья 12',
      'Статья 11',
    ]);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('GET /content/articles'))).toEqual([
      'GET /content/articles?page=1',
      'GET /content/articles?page=2',
    ]);
  });

  it('filters by a tag and by a rubric, named in the h1 and the breadcrumbs', async () => {
    const api = renderAt('/articles/categories/1', {
      'GET /content/articles': { data: { items: [articleCard(3)], page: 1, pages: 1, total: 1 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Простуда и грипп' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).getByRole('link', { name: 'Статьи' }),
    ).toHaveAttribute('href', '/articles');
    await waitFor(() => expect(api.calls).toContain('GET /content/articles?page=1&category=1'));
  });

  it('shows an article: author with photo and credentials, contents, body, goods with «В корзину», related and the editorial policy', async () => {
    const user = userEvent.setup();
    const adds: unknown[] = [];
    const subscription = bus.on('basket/add-requested').subscribe((event) => adds.push(event));
    renderAt('/articles/7?name=statya-7', { 'GET /content/articles/7': { data: ARTICLE } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Как выбрать жаропонижающее' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Как выбрать жаропонижающее — интернет-аптека Самсон-Фарма'));
    expect(screen.getByRole('link', { name: 'Анна Кузнецова' })).toHaveAttribute('href', '/authors/1/');
    expect(screen.getByText('Стаж 14 лет')).toBeInTheDocument();
    expect(screen.getByText('2 октября 2026 г.', { selector: 'time' }).parentElement).toHaveTextContent(
      /^2 октября 2026 г\. · 4 мин чтения$/,
    );
    const contents = screen.getByRole('navigation', { name: 'Содержание' });
    expect(within(contents).getByRole('link', { name: 'Детям' })).toHaveAttribute('href', '#deti');
    expect(screen.getByRole('heading', { level: 2, name: 'Когда сбивать' })).toHaveAttribute('id', 'kogda');
    expect(screen.getByRole('link', { name: 'редакционной политике' })).toHaveAttribute(
      'href',
      '/basic-pages/editorial-policy',
    );
    expect(screen.getByRole('link', { name: 'Статья 5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'В корзину: Нурофен, таблетки 200 мг, 10 шт.' }));
    expect(adds).toEqual([{ productId: 11, quantity: 1, source: 'article' }]);
    subscription.unsubscribe();
  });

  it('answers an article that does not exist with the not-found page', async () => {
    renderAt('/articles/999', {
      'GET /content/articles/999': { status: 404, data: { error: 'article_not_found', message: 'Статья не найдена.' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it("shows an author's page with their articles", async () => {
    renderAt('/authors/1/', {
      'GET /content/authors/1': {
        data: {
          author: { ...ARTICLE.author, bioHtml: '<p>Двенадцать лет у первого стола.</p>' },
          articles: [articleCard(7), articleCard(5)],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Анна Кузнецова' })).toBeInTheDocument();
    expect(screen.getByText('Двенадцать лет у первого стола.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Статья 7',
      'Статья 5',
    ]);
  });
});

describe('infinite paging', () => {
  it('loads the next page when the end of the list comes into view', async () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const api = renderAt('/articles', {
        'GET /content/articles': ({ params }) => ({
          data:
            Number(params.page) === 1
              ? { items: [3, 2].map((id) => articleCard(id)), page: 1, pages: 2, total: 3 }
              : { items: [articleCard(1)], page: 2, pages: 2, total: 3 },
        }),
      });
      await screen.findByRole('link', { name: 'Статья 2' });
      expect(observed.length).toBeGreaterThan(0);
      act(() => observed.at(-1)!([{ isIntersecting: true }]));
      expect(await screen.findByRole('link', { name: 'Статья 1' })).toBeInTheDocument();
      expect(api.calls.filter((call) => call.startsWith('GET /content/articles?'))).toEqual([
        'GET /content/articles?page=1',
        'GET /content/articles?page=2',
      ]);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
