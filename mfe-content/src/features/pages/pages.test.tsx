import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi, type MockHandler, type MockReply } from '@apteka/api-client/testing';
import { Root, makeStore } from '../../remote';

function renderAt(path: string, routes: Record<string, MockHandler | MockReply>) {
  const api = mockApi(routes);
  window.history.pushState({}, '', path);
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

const page = (path: string, title: string, html: string) => ({ data: { path, title, description: '', html, toc: [] } });

describe('information pages', () => {
  it('shows a page of the content folder by its path, under a region segment too', async () => {
    const api = renderAt('/moskva-14/basic-pages/about/', {
      'GET /content/page': page(
        '/basic-pages/about',
        'О компании',
        '<h2 id="istoriya">История</h2><p>С 1994 года.</p>',
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'О компании' })).toBeInTheDocument();
    expect(screen.getByText('С 1994 года.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).getByRole('link', { name: 'Главная' }),
    ).toHaveAttribute('href', '/moskva-14/');
    expect(api.calls).toEqual(['GET /content/page?path=%2Fbasic-pages%2Fabout']);
  });

  it("answers another brand's page (a 404 of the API) with the not-found page", async () => {
    renderAt('/basic-pages/loyalty-program-ozerki', {
      'GET /content/page': { status: 404, data: { error: 'page_not_found', message: 'Страница не найдена.' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('shows the questions and answers as an accordion with a search', async () => {
    const user = userEvent.setup();
    renderAt('/basic-pages/faq', {
      'GET /content/page': page(
        '/basic-pages/faq',
        'Частые вопросы',
        '<p>Вступление.</p><h2 id="zakaz">Заказ</h2><h3 id="kak">Как оформить заказ?</h3><p>Через корзину.</p>' +
          '<h3 id="bez">Можно без регистрации?</h3><p>Да, по телефону.</p><h2 id="bonusy">Бонусы</h2>' +
          '<h3 id="skolko">Сколько бонусов за заказ?</h3><p>250 за первый.</p>',
      ),
    });
    const question = await screen.findByText('Как оформить заказ?');
    expect(question.closest('details')).not.toHaveAttribute('open');
    await user.click(question);
    expect(question.closest('details')).toHaveAttribute('open');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Заказ',
      'Бонусы',
    ]);

    await user.type(screen.getByLabelText('Поиск по вопросам'), 'телефон');
    expect(screen.getByRole('status')).toHaveTextContent('Найдено вопросов: 1');
    expect(screen.getByText('Можно без регистрации?')).toBeInTheDocument();
    expect(screen.queryByText('Сколько бонусов за заказ?')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Поиск по вопросам'));
    await user.type(screen.getByLabelText('Поиск по вопросам'), 'рецепт');
    expect(screen.getByRole('status')).toHaveTextContent('Ничего не нашлось');
  });

  it('lists news with links to each', async () => {
    renderAt('/news', {
      'GET /content/news': {
        data: {
          items: [{ slug: 'otkrytie', title: 'Аптеки открылись в Казани', date: '2026-05-14', summary: '12 аптек.' }],
          page: 1,
          pages: 1,
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Аптеки открылись в Казани' })).toHaveAttribute(
      'href',
      '/news/otkrytie',
    );
    expect(screen.getByText('12 аптек.')).toBeInTheDocument();
  });

  it('shows one news item', async () => {
    renderAt('/news/otkrytie', {
      'GET /content/news/otkrytie': {
        data: {
          slug: 'otkrytie',
          title: 'Аптеки открылись в Казани',
          date: '2026-05-14',
          summary: '12 аптек.',
          html: '<p>Подробности.</p>',
        },
      },
    });
    expect(await screen.findByText('Подробности.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Аптеки открылись в Казани' })).toBeInTheDocument();
    expect(screen.getByText('14 мая 2026 г.')).toBeInTheDocument();
  });

  it('maps the site: sections, catalogue categories, article rubrics and information pages', async () => {
    renderAt('/sitemap', {
      'GET /categories': {
        data: [
          {
            id: 1,
            parentId: null,
            name: 'Лекарства',
            slug: 'lekarstva',
            path: ['lekarstva'],
            productCount: 10,
            children: [
              {
                id: 2,
                parentId: 1,
                name: 'От кашля',
                slug: 'ot-kashlya',
                path: ['lekarstva', 'ot-kashlya'],
                productCount: 4,
                children: [],
              },
            ],
          },
        ],
      },
      'GET /content/article-topics': {
        data: { categories: [{ id: 1, slug: 'prostuda', name: 'Простуда', articles: 3 }], tags: [] },
      },
      'GET /content/pages': { data: { pages: [{ path: '/basic-pages/faq', title: 'Частые вопросы' }] } },
    });
    expect(await screen.findByRole('link', { name: 'Лекарства: От кашля' })).toHaveAttribute(
      'href',
      '/catalog/lekarstva/ot-kashlya',
    );
    expect(await screen.findByRole('link', { name: 'Простуда' })).toHaveAttribute('href', '/articles/categories/1');
    expect(await screen.findByRole('link', { name: 'Частые вопросы' })).toHaveAttribute('href', '/basic-pages/faq');
    expect(
      within(screen.getByRole('region', { name: 'Разделы' })).getByRole('link', { name: 'Личный кабинет' }),
    ).toHaveAttribute('href', '/lk');
  });
});
