import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import * as singleSpa from 'single-spa';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi } from '@apteka/api-client/testing';
import type { CategoryMenu as CategoryMenuData } from '@apteka/contracts';
import { CategoryMenu } from './category-menu';
import { makeStore } from '../../remote';
import { CATEGORY_TREE } from '../../testing/fixtures';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

/** /category/menu: the top categories with their direct children. */
const MENU: CategoryMenuData = CATEGORY_TREE.map(({ children, ...top }) => ({
  ...top,
  children: children.map(({ children: _deeper, ...child }) => child),
}));

function renderMenu(hrefFor = (path: string) => path, api = mockApi({ 'GET /category/menu': { data: MENU } })) {
  const onNavigate = jest.fn();
  const store = makeStore({ client: api.client, retries: 0 });
  renderWithTheme(
    <Provider store={store}>
      <CategoryMenu hrefFor={hrefFor} onNavigate={onNavigate} />
    </Provider>,
  );
  return { onNavigate, api };
}

describe('category menu', () => {
  afterEach(() => jest.mocked(singleSpa.navigateToUrl).mockClear());

  it('shows the top categories, focuses the first and lists its subcategories', async () => {
    renderMenu();
    const nav = await screen.findByRole('navigation', { name: 'Каталог товаров' });
    const medicines = within(nav).getByRole('link', { name: /Лекарства/ });
    expect(medicines).toHaveFocus();
    expect(medicines).toHaveAttribute('href', '/catalog/lekarstva');
    const sub = screen.getByRole('region', { name: 'Лекарства' });
    expect(within(sub).getByRole('link', { name: /Простуда и грипп/ })).toHaveAttribute(
      'href',
      '/catalog/lekarstva/prostuda-i-gripp',
    );
    expect(within(sub).getByRole('link', { name: /Обезболивающие/ })).toHaveTextContent('204 товара');
  });

  it('shows the subcategories of the hovered category', async () => {
    renderMenu();
    await screen.findByRole('navigation', { name: 'Каталог товаров' });
    await userEvent.hover(screen.getByRole('link', { name: /Витамины и БАД/ }));
    expect(screen.queryByRole('region', { name: 'Лекарства' })).not.toBeInTheDocument();
    await userEvent.hover(screen.getByRole('link', { name: /Лекарства/ }));
    expect(screen.getByRole('region', { name: 'Лекарства' })).toBeInTheDocument();
  });

  it('moves with the arrow keys between categories and into the subcategories, and reports the followed link', async () => {
    const { onNavigate } = renderMenu((path) => `/kazan-16${path}`);
    await screen.findByRole('navigation', { name: 'Каталог товаров' });
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Витамины и БАД/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Лекарства/ })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: /Простуда и грипп/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const painkillers = screen.getByRole('link', { name: /Обезболивающие/ });
    expect(painkillers).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: /Лекарства/ })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(singleSpa.navigateToUrl).toHaveBeenCalledWith('/kazan-16/catalog/lekarstva/obezbolivayushchie');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows the error with a retry', async () => {
    const { api } = renderMenu(
      undefined,
      mockApi({
        'GET /category/menu': { status: 503, data: { error: 'unavailable', message: 'Сервис временно недоступен' } },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    api.on('GET /category/menu', { data: MENU });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: /Лекарства/ })).toBeInTheDocument();
  });
});
