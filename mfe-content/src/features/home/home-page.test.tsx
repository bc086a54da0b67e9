import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { Root, makeStore } from '../../remote';
import { bus } from '@apteka/bus';
import { CATEGORIES, SIDE_SLIDES, TOP_SLIDES } from '../../testing/fixtures';
import { product } from '../../testing/content-fixtures';
import { mockApi, type MockApi, type MockHandler } from '@apteka/api-client/testing';

const slidesByType: MockHandler = ({ params }) => ({ data: params.type === 'HOME_SIDE' ? SIDE_SLIDES : TOP_SLIDES });
const POPULAR = [product(7, 'Нурофен таблетки 200 мг'), product(8, 'Аскорбиновая кислота драже')];

function renderAt(
  path: string,
  api: MockApi = mockApi({
    'GET /slides': slidesByType,
    'GET /categories': { data: CATEGORIES },
    'GET /products/popular': { data: { items: POPULAR } },
  }),
) {
  window.history.pushState({}, '', path);
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

describe('home page', () => {
  it('names the brand in the h1 and shows loading, then the slider, the side banners and popular categories', async () => {
    const api = renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Самсон-Фарма: интернет-аптека' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);

    const carousel = await screen.findByRole('region', { name: 'Акции' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'карусель');
    const visible = within(carousel).getByRole('group');
    expect(visible).toHaveAccessibleName('1 из 3');
    expect(within(visible).getByRole('link', { name: 'Скидки на витамины' })).toHaveAttribute(
      'href',
      '/stock/vitaminy-20/',
    );

    // Side banners are desktop only: jsdom matches no min-width media query, so here they are hidden.
    const side = await screen.findByLabelText('Спецпредложения');
    expect(side.tagName).toBe('UL');
    expect(side).not.toBeVisible();
    const banners = within(side).getAllByRole('link', { hidden: true });
    expect(banners.map((b) => b.getAttribute('href'))).toEqual(['/night-delivery/', '/stock/lenses/']);
    expect(within(side).getByRole('img', { name: 'Оптика', hidden: true })).toBeInTheDocument();

    const popular = await screen.findByRole('region', { name: 'Популярные категории' });
    const links = within(popular).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Красота2100 товаров',
      'Лекарства1520 товаров',
      'Витамины и БАД640 товаров',
    ]);
    expect(links[0]).toHaveAttribute('href', '/catalog/krasota');
    expect(api.calls.sort()).toEqual([
      'GET /categories?depth=1',
      'GET /products/popular',
      'GET /slides?type=HOME_SIDE',
      'GET /slides?type=HOME_TOP',
    ]);
  });

  it('shows the popular goods with the price the server gave and «В корзину», which asks the basket to add one', async () => {
    const user = userEvent.setup();
    const added: unknown[] = [];
    const subscription = bus.on('basket/add-requested').subscribe((event) => added.push(event));
    renderAt('/moskva-14');
    const goods = await screen.findByRole('region', { name: 'Популярные товары' });
    const cards = within(goods).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Нурофен таблетки 200 мг',
      'Аскорбиновая кислота драже',
    ]);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent('Нурофен таблетки 200 мг');
    expect(first.getByRole('link', { name: 'Нурофен таблетки 200 мг' })).toHaveAttribute(
      'href',
      '/moskva-14/catalog/product/product-7',
    );
    expect(first.getByTestId('price')).toHaveTextContent(/255\s₽.*Без скидки:\s300\s₽.*Скидка 15%/);
    await user.click(first.getByRole('button', { name: 'В корзину: Нурофен таблетки 200 мг' }));
    expect(added).toEqual([{ productId: 7, quantity: 1, source: 'home' }]);
    subscription.unsubscribe();
  });

  it.each([
    ['phone', ['Популярные товары', 'Акции']],
    ['desktop', ['Акции', 'Популярные товары']],
  ] as const)(
    'on a page drawn for a %s, reads the goods and the slides in the order that screen shows them',
    async (viewport, order) => {
      document.documentElement.setAttribute('data-viewport', viewport);
      try {
        renderAt('/');
        const goods = await screen.findByRole('region', { name: 'Популярные товары' });
        const slides = await screen.findByRole('region', { name: 'Акции' });
        const first = goods.compareDocumentPosition(slides) & Node.DOCUMENT_POSITION_FOLLOWING ? goods : slides;
        expect(first).toHaveAccessibleName(order[0]);
      } finally {
        document.documentElement.removeAttribute('data-viewport');
      }
    },
  );

  it('goes without the popular goods when they cannot be had', async () => {
    renderAt(
      '/',
      mockApi({
        'GET /slides': slidesByType,
        'GET /categories': { data: CATEGORIES },
        'GET /products/popular': { status: 503, data: { error: 'unavailable', message: 'Сервис временно недоступен' } },
      }),
    );
    expect(await screen.findByRole('region', { name: 'Популярные категории' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Акции' });
    expect(screen.queryByRole('region', { name: 'Популярные товары' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves between slides with labelled buttons and arrow keys, wrapping around, and opens marked slides in a new tab', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const carousel = await screen.findByRole('region', { name: 'Акции' });
    const next = within(carousel).getByRole('button', { name: 'Следующий слайд' });
    const previous = within(carousel).getByRole('button', { name: 'Предыдущий слайд' });

    await user.click(next);
    expect(within(carousel).getByRole('group')).toHaveAccessibleName('2 из 3');
    expect(within(carousel).getByRole('link', { name: 'Товары для мам' })).toHaveAttribute('href', '/catalog/mama/');

    await user.keyboard('{ArrowRight}');
    const third = within(carousel).getByRole('link', { name: 'Партнёрская акция' });
    expect(third).toHaveAttribute('href', 'https://partner.example.ru/promo/');
    expect(third).toHaveAttribute('target', '_blank');
    expect(third).toHaveAttribute('rel', 'noopener');

    await user.keyboard('{ArrowRight}');
    expect(within(carousel).getByRole('group')).toHaveAccessibleName('1 из 3');
    await user.click(previous);
    expect(within(carousel).getByRole('group')).toHaveAccessibleName('3 из 3');

    // The dots show from 576 px up; jsdom matches no media query, so they are queried as hidden here.
    const pickSecond = within(carousel).getByRole('button', { name: 'Слайд 2: Товары для мам', hidden: true });
    await user.click(pickSecond);
    expect(pickSecond).toHaveAttribute('aria-current', 'true');
    expect(within(carousel).getByRole('group')).toHaveAccessibleName('2 из 3');
  });

  it("marks an advertising slide: 'Реклама' opens the advertiser and copies the ad id", async () => {
    const user = userEvent.setup();
    renderAt('/');
    const carousel = await screen.findByRole('region', { name: 'Акции' });
    expect(within(carousel).queryByRole('button', { name: 'Реклама' })).not.toBeInTheDocument();
    await user.click(within(carousel).getByRole('button', { name: 'Следующий слайд' }));

    await user.click(within(carousel).getByRole('button', { name: 'Реклама' }));
    const dialog = screen.getByRole('dialog', { name: 'Рекламное размещение' });
    expect(dialog).toHaveTextContent('Рекламодатель: ООО «Лореаль»');
    await user.keyboard('{ArrowRight}');
    expect(within(carousel).getByRole('group', { hidden: true, name: '2 из 3' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Скопировать ID рекламы' }));
    expect(within(dialog).getByRole('button', { name: 'Скопировано' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('LjN8KC9sz');
  });

  it('shows the error of the slides with a retry, and the categories independently', async () => {
    const api = renderAt(
      '/moskva-14',
      mockApi({
        'GET /slides': { status: 503, data: { error: 'unavailable', message: 'Сервис временно недоступен' } },
        'GET /categories': { data: CATEGORIES },
        'GET /products/popular': { data: { items: POPULAR } },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    expect(await screen.findByRole('link', { name: /Лекарства/ })).toBeInTheDocument();

    api.on('GET /slides', slidesByType);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('region', { name: 'Акции' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('information pages', () => {
  it("shows /contacts from its content file, with the brand's own phone where the file says {phone}", async () => {
    const api = mockApi({
      'GET /content/page': {
        data: {
          path: '/contacts',
          title: 'Контакты',
          description: 'Контакт-центр.',
          html: '<p><strong>{phone}</strong> — звонок бесплатный.</p>',
          toc: [],
        },
      },
    });
    renderAt('/contacts', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Контакты' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '8 800 555-30-30' })).toHaveAttribute('href', 'tel:+78005553030');
    expect(api.calls).toEqual(['GET /content/page?path=%2Fcontacts']);
  });

  it('answers an unknown path with not found', () => {
    renderAt('/net-takoy-stranitsy', mockApi());
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
