import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { Root } from '../../root';
import { makeStore } from '../../store';
import { ANONYMOUS, SIGNED_IN } from '../../testing/fixtures';
import { mockApi, type MockApi } from '@apteka/api-client/testing';

function renderAt(path: string, api: MockApi) {
  window.history.pushState({}, '', path);
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

afterEach(() => bus.set('user', null));

describe('account page', () => {
  it('greets a signed-in customer with the bonus balance and the account menu', async () => {
    renderAt('/lk', mockApi({ 'GET /customer/': { data: SIGNED_IN } }));
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем личный кабинет');

    expect(await screen.findByRole('heading', { level: 1, name: 'Личный кабинет' })).toBeInTheDocument();
    expect(screen.getByText('Здравствуйте, Анна!')).toBeInTheDocument();
    expect(screen.getByText('251 бонус')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Разделы личного кабинета' });
    expect(within(menu).getByRole('link', { name: 'Заказы' })).toHaveAttribute('href', '/lk/orders');
  });

  it('shows the login prompt to an anonymous visitor, with a form that checks the number and says what it cannot do', async () => {
    const user = userEvent.setup();
    renderAt('/lk', mockApi({ 'GET /customer/': { data: ANONYMOUS } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход в личный кабинет' })).toBeInTheDocument();
    expect(screen.getByText(/250 бонусов за первый заказ, 1 бонус = 1 рубль/)).toBeInTheDocument();

    const field = screen.getByLabelText('Номер телефона');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Введите номер телефона.');

    await user.type(field, '12345');
    await user.keyboard('{Enter}');
    expect(field).toHaveAccessibleDescription('Введите номер в формате +7 XXX XXX-XX-XX.');

    await user.clear(field);
    await user.type(field, '89001234567{Enter}');
    expect(field).toHaveValue('+7 900 123-45-67');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(field).toHaveAccessibleDescription(/Код не отправлен: вход по SMS ещё не подключён/);
  });

  it('shows the error with a retry', async () => {
    const api = renderAt(
      '/lk',
      mockApi({
        'GET /customer/': { status: 502, data: { error: 'bad_gateway', message: 'Сервис временно недоступен' } },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    api.on('GET /customer/', { data: SIGNED_IN });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Здравствуйте, Анна!')).toBeInTheDocument();
  });

  it('opens a section under a region segment, marks it in the menu, and reads the customer again after a login', async () => {
    const api = renderAt('/moskva-14/lk/orders', mockApi({ 'GET /customer/': { data: ANONYMOUS } }));
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
    renderAt('/lk/net-takogo', mockApi({ 'GET /customer/': { data: SIGNED_IN } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
