import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegionPicker } from './region-picker';
import { mockApi, renderShell } from '../testing/render-shell';
import { REGIONS } from '../testing/fixtures';

describe('RegionPicker', () => {
  beforeEach(() => {
    mockApi(({ url }) => (url === '/regions/' ? { status: 200, data: REGIONS } : { status: 404, data: {} }));
  });

  it('lists the cities in the order the API gives and marks the current one', async () => {
    renderShell(<RegionPicker currentRegionId={14} onSelect={jest.fn()} onClose={jest.fn()} />);
    const list = await screen.findByRole('list', { name: 'Города' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Москва',
      'Санкт-Петербург',
      'Казань',
      'ЯрославльВременно недоступен',
      'КалининградТолько самовывоз',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
  });

  it('shows a disabled city without letting it be chosen', async () => {
    const onSelect = jest.fn();
    renderShell(<RegionPicker currentRegionId={14} onSelect={onSelect} onClose={jest.fn()} />);
    const yaroslavl = await screen.findByRole('button', { name: /Ярославль/ });
    expect(yaroslavl).toBeDisabled();
    await userEvent.click(yaroslavl);
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Казань' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 16 }));
  });

  it('filters by name, ignoring case and ё', async () => {
    renderShell(<RegionPicker currentRegionId={14} onSelect={jest.fn()} onClose={jest.fn()} />);
    await screen.findByRole('list', { name: 'Города' });
    await userEvent.type(screen.getByLabelText('Поиск города'), 'санкт');
    expect(
      within(screen.getByRole('list', { name: 'Города' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Санкт-Петербург']);
    await userEvent.clear(screen.getByLabelText('Поиск города'));
    await userEvent.type(screen.getByLabelText('Поиск города'), 'нет такого');
    expect(screen.getByText('Город не найден. Проверьте название.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi(() => ({ status: 404, data: { error: 'not_found', message: 'нет' } }));
    renderShell(<RegionPicker currentRegionId={14} onSelect={jest.fn()} onClose={jest.fn()} />);
    expect(await screen.findByText('Не удалось загрузить список городов.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
