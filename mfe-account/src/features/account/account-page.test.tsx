import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@apteka/bus';
import { ANONYMOUS, order, SIGNED_IN } from '../../testing/fixtures';
import { renderAccount } from '../../testing/render-account';

afterEach(() => bus.set('user', null));

const ACTIVE = { 'GET /orders/active': { data: { orders: [order(41)], page: 1, pages: 1 } } };

describe('account page', () => {
  it('greets a signed-in customer with the big bonus card, the orders under way and the account menu', async () => {
    renderAccount('/lk', ACTIVE);
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем личный кабинет');

    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument();
    expect(screen.getByText('Здравствуйте, Анна!')).toBeInTheDocument();
    expect(screen.getByText('251 бонус').closest('[data-variant]')).toHaveAttribute('data-variant', 'BIG');
    expect(await screen.findByRole('heading', { name: /Заказ №41 от 20 ноября 2026/ })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Разделы личного кабинета' });
    expect(within(menu).getByRole('link', { name: 'Заказы' })).toHaveAttribute('href', '/lk/orders');
    expect(within(menu).getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });

  it('shows an anonymous visitor the ways to sign in, on any section', async () => {
    renderAccount('/lk/bonuses', {}, ANONYMOUS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в личный кабинет' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'По коду из SMS' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Номер телефона')).toBeInTheDocument();
    for (const provider of ['Яндекс ID', 'VK ID', 'T-ID']) {
      expect(screen.getByRole('button', { name: provider })).toBeInTheDocument();
    }
  });

  it('says why a provider sign-in came back without signing in', async () => {
    renderAccount('/lk?authError=access_denied', {}, ANONYMOUS);
    expect(await screen.findByRole('alert')).toHaveTextContent('Вы отменили вход через внешний сервис.');
  });

  it('shows the error with a retry', async () => {
    const api = renderAccount('/lk', {
      'GET /customer/': { status: 502, data: { error: 'bad_gateway', message: 'Сервис временно недоступен' } },
      ...ACTIVE,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    api.on('GET /customer/', { data: SIGNED_IN });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Здравствуйте, Анна!')).toBeInTheDocument();
  });

  it('opens a section under a region segment, marks it in the menu, and reads the customer again after a sign-in', async () => {
    const api = renderAccount(
      '/moskva-14/lk/orders',
      { 'GET /orders/active': { data: { orders: [], page: 1, pages: 0 } } },
      ANONYMOUS,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в личный кабинет' })).toBeInTheDocument();

    api.on('GET /customer/', { data: SIGNED_IN });
    act(() => bus.set('user', SIGNED_IN));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказы' })).toBeInTheDocument();
    const current = within(screen.getByRole('navigation', { name: 'Разделы личного кабинета' })).getByRole('link', {
      name: 'Заказы',
    });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/moskva-14/lk/orders');
  });

  it('answers an unknown section with not found', async () => {
    renderAccount('/lk/net-takogo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('opens registration to a visitor', async () => {
    renderAccount('/lk/register', {}, ANONYMOUS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Регистрация' })).toBeInTheDocument();
  });

  it('sends a customer who is already signed in from registration to the front page of the account', async () => {
    renderAccount('/lk/register', ACTIVE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Регистрация' })).not.toBeInTheDocument();
  });
});
