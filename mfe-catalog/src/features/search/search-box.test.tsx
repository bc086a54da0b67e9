import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithTheme } from '@apteka/ui/testing';
import { fakeDataLayer } from '@apteka/analytics/testing';
import { mockApi, type MockHandler } from '@apteka/api-client/testing';
import type { Suggestions } from '@apteka/contracts';
import { makeStore } from '../../remote';
import { SearchBox } from './search-box';

const HISTORY: Suggestions = {
  query: '',
  correctedQuery: null,
  suggestions: [
    { kind: 'history', text: 'ибупрофен', href: '/search?q=%D0%B8%D0%B1%D1%83%D0%BF%D1%80%D0%BE%D1%84%D0%B5%D0%BD' },
  ],
};

const NUROFEN: Suggestions = {
  query: 'нурафен',
  correctedQuery: 'нурофен',
  suggestions: [
    {
      kind: 'product',
      text: 'Нурофен таблетки 200 мг',
      href: '/catalog/product/nurofen-200',
      productId: 1,
      price: { base: 25000, special: null },
    },
    { kind: 'product', text: 'Нурофен сироп', href: '/catalog/product/nurofen-sirop', productId: 2, price: null },
    { kind: 'brand', text: 'Нурофен', href: '/search?q=%D0%9D%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD' },
  ],
};

const suggestions: MockHandler = ({ params }) => ({ data: params.q ? NUROFEN : HISTORY });

function renderBox(handler: MockHandler = suggestions) {
  const api = mockApi({ 'GET /catalog/search': handler, 'DELETE /catalog/search/history': { data: { deleted: 1 } } });
  const onNavigate = jest.fn();
  renderWithTheme(
    <Provider store={makeStore({ client: api.client, retries: 0 })}>
      <SearchBox onNavigate={onNavigate} />
    </Provider>,
  );
  return { api, onNavigate, input: screen.getByRole('combobox', { name: 'Поиск по товарам' }) };
}

describe('search combobox', () => {
  it('is a combobox controlling a listbox, collapsed until there are suggestions', async () => {
    const { input } = renderBox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listboxId = input.getAttribute('aria-controls')!;
    expect(document.getElementById(listboxId)).toHaveAttribute('role', 'listbox');

    await userEvent.type(input, 'нурафен');
    await screen.findByRole('option', { name: /Нурофен таблетки 200 мг/ });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Подсказки поиска' });
    expect(within(listbox).getByRole('group', { name: 'Товары' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Бренды' })).toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 подсказки');
  });

  it('moves the active option with the arrow keys (wrapping) and opens it with Enter', async () => {
    const { input, onNavigate } = renderBox();
    await userEvent.type(input, 'нурафен');
    await screen.findByRole('option', { name: /Нурофен таблетки 200 мг/ });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');

    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(input).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/catalog/product/nurofen-sirop');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter without an active option searches for what was typed', async () => {
    const { input, onNavigate } = renderBox();
    await userEvent.type(input, 'gfhfwtnfvjk{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/search?q=gfhfwtnfvjk');
  });

  it('Escape closes the list, a second Escape clears the box', async () => {
    const { input } = renderBox();
    await userEvent.type(input, 'нурафен');
    await screen.findByRole('option', { name: /Нурофен таблетки 200 мг/ });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('нурафен');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('shows the search history on focus and clears it with "Очистить историю"', async () => {
    let history = HISTORY;
    const { input, api } = renderBox(() => ({ data: history }));
    api.on('DELETE /catalog/search/history', () => {
      history = { ...HISTORY, suggestions: [] };
      return { data: { deleted: 1 } };
    });
    await userEvent.click(input);
    expect(await screen.findByRole('group', { name: 'Вы искали' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ибупрофен' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Очистить историю' }));
    await waitFor(() => expect(api.calls).toContain('DELETE /catalog/search/history'));
    await waitFor(() => expect(screen.queryByRole('option', { name: 'ибупрофен' })).not.toBeInTheDocument());
    expect(input).toHaveFocus();
  });

  it('a click on an option opens it', async () => {
    const { input, onNavigate } = renderBox();
    await userEvent.type(input, 'нурафен');
    await userEvent.click(await screen.findByRole('option', { name: /Нурофен таблетки 200 мг/ }));
    expect(onNavigate).toHaveBeenCalledWith('/catalog/product/nurofen-200');
  });

  it('taking over from the header field, it starts with what was typed, focused, the caret after it, and suggests', async () => {
    const api = mockApi({ 'GET /catalog/search': suggestions });
    renderWithTheme(
      <Provider store={makeStore({ client: api.client, retries: 0 })}>
        <SearchBox onNavigate={jest.fn()} initialQuery="нурафен" focusWhenShown />
      </Provider>,
    );
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Поиск по товарам' });
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue('нурафен');
    expect(input.selectionStart).toBe('нурафен'.length);
    expect(await screen.findByRole('option', { name: /Нурофен таблетки 200 мг/ })).toBeVisible();
  });

  it('does not take the focus from what holds it: the field the host handed it to, or where the shopper went', () => {
    const elsewhere = document.body.appendChild(document.createElement('button'));
    try {
      elsewhere.focus();
      const api = mockApi({ 'GET /catalog/search': suggestions });
      renderWithTheme(
        <Provider store={makeStore({ client: api.client, retries: 0 })}>
          <SearchBox onNavigate={jest.fn()} initialQuery="нурафен" focusWhenShown />
        </Provider>,
      );
      expect(elsewhere).toHaveFocus();
      expect(screen.getByRole('combobox', { name: 'Поиск по товарам' })).not.toHaveFocus();
    } finally {
      elsewhere.remove();
    }
  });

  it('leaves the focus where it is unless it takes over a focused field', () => {
    renderBox();
    expect(screen.getByRole('combobox', { name: 'Поиск по товарам' })).not.toHaveFocus();
  });

  it('counts a chosen suggestion leading to a product as a search; the results page counts its own', async () => {
    const layer = fakeDataLayer();
    const { input, onNavigate } = renderBox();
    await userEvent.type(input, 'нурафен');
    await userEvent.click(await screen.findByRole('option', { name: /Нурофен таблетки 200 мг/ }));
    expect(onNavigate).toHaveBeenCalledWith('/catalog/product/nurofen-200');
    expect(layer.entries()).toEqual([{ event: 'search', search_term: 'нурафен', results_count: 3 }]);

    layer.reset();
    await userEvent.clear(input);
    await userEvent.type(input, 'нурафен');
    await userEvent.click(await screen.findByRole('option', { name: 'Нурофен' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/search?q=%D0%9D%D1%83%D1%80%D0%BE%D1%84%D0%B5%D0%BD');
    await userEvent.clear(input);
    await userEvent.type(input, 'нурофен{Enter}');
    expect(onNavigate).toHaveBeenLastCalledWith(`/search?q=${encodeURIComponent('нурофен')}`);
    expect(layer.entries()).toEqual([]);
  });
});
