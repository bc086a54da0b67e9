import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header, type HeaderProps } from './header';
import { mockApi, renderShell } from '../testing/render-shell';
import { headerProps } from '../testing/header-props';
import { REGIONS } from '../testing/fixtures';
import { stubMatchMedia } from '../testing/match-media';
import { SMALL_MOBILE_QUERY } from '@apteka/ui';

const props = (overrides: Partial<HeaderProps> = {}) => headerProps({ basketCount: 3, ...overrides });

describe('Header', () => {
  beforeEach(() =>
    mockApi(({ url }) => (url === '/regions/' ? { status: 200, data: REGIONS } : { status: 404, data: {} })),
  );

  it('links the logo home and shows the counters with accessible names', () => {
    renderShell(<Header {...props({ favoritesCount: 2 })} />);
    expect(screen.getByRole('link', { name: 'Самсон-Фарма — на главную' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Корзина 3 товара' })).toHaveAttribute('href', '/basket/');
    expect(screen.getByRole('link', { name: 'Избранное 2 товара' })).toHaveAttribute('href', '/lk/favorites');
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/lk');
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('opens the region picker and closes it after a successful choice', async () => {
    const onRegionSelect = jest.fn().mockResolvedValue(true);
    renderShell(<Header {...props({ onRegionSelect })} />);
    await userEvent.click(screen.getByTestId('region-button'));
    await userEvent.click(await screen.findByRole('button', { name: 'Казань' }));
    expect(onRegionSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 16 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the city list as a sheet on a small phone and as a window on a wider screen', async () => {
    stubMatchMedia((query) => query === SMALL_MOBILE_QUERY);
    const { unmount } = renderShell(<Header {...props()} />);
    await userEvent.click(screen.getByTestId('region-button'));
    expect(await screen.findByRole('dialog', { name: 'Выберите город' })).toHaveStyle({ height: '100%' });
    unmount();

    stubMatchMedia(() => false);
    renderShell(<Header {...props()} />);
    await userEvent.click(screen.getByTestId('region-button'));
    expect(await screen.findByRole('dialog', { name: 'Выберите город' })).toHaveStyle({ height: 'auto' });
  });

  it('keeps the picker open with the error when the change fails', async () => {
    renderShell(
      <Header {...props({ onRegionSelect: jest.fn().mockResolvedValue(false), regionError: 'Регион недоступен' })} />,
    );
    await userEvent.click(screen.getByTestId('region-button'));
    await userEvent.click(await screen.findByRole('button', { name: 'Казань' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('Регион недоступен')).toBeInTheDocument();
  });

  it('does not offer courier delivery where the region has none', async () => {
    const onDeliveryChange = jest.fn();
    renderShell(<Header {...props({ region: REGIONS[4]!, onDeliveryChange })} />);
    expect(screen.getByRole('radio', { name: 'Доставка' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'В аптеке' })).toBeChecked();
  });

  it('switches between pickup and courier', async () => {
    const onDeliveryChange = jest.fn();
    renderShell(<Header {...props({ onDeliveryChange })} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Доставка' }));
    await waitFor(() => expect(onDeliveryChange).toHaveBeenCalledWith('courier'));
  });
});
