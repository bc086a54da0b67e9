import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { mockApi } from '@apteka/api-client/testing';
import type { StoreWithAvailability } from '@apteka/contracts';
import { pickupDeliveryFixture } from '@apteka/contracts/testing';
import { makeStore } from '../../remote';
import { store } from '../../testing/fixtures';
import { PharmacySelect } from './pharmacy-select';

const availability = (available: number, total: number, basketPrice: number) => ({
  total,
  available,
  label: available === total ? 'все товары' : available === 0 ? 'нет в наличии' : `${available} из ${total}`,
  basketPrice,
  isPriceVaries: available < total,
});

const STORES: StoreWithAvailability[] = [
  { ...store(101, 14, { name: 'Аптека на Тверской', isSelected: true }), availability: availability(3, 3, 123450) },
  { ...store(102, 14, { name: 'Аптека на Арбате' }), availability: availability(2, 3, 50000) },
  { ...store(103, 14, { name: 'Аптека в Марьино' }), availability: availability(0, 3, 0) },
];

function renderSelect() {
  const api = mockApi({
    'POST /stores/': { data: { stores: STORES, isPriceVaries: true } },
    'POST /delivery/set-store': ({ body }) => ({
      data: {
        delivery: pickupDeliveryFixture(),
        store: STORES.find((s) => s.id === (body as { storeId: number }).storeId),
      },
    }),
  });
  const onChosen = jest.fn();
  renderWithTheme(
    <Provider store={makeStore({ client: api.client, retries: 0 })}>
      <PharmacySelect regionId={14} onChosen={onChosen} />
    </Provider>,
  );
  return { api, onChosen };
}

describe('PharmacySelect', () => {
  afterEach(() => act(() => bus.set('deliveryMode', 'pickup')));

  it('asks again when the delivery mode changes on the bus (the availability depends on it)', async () => {
    const { api } = renderSelect();
    await waitFor(() => expect(api.calls).toEqual(['POST /stores/']));
    act(() => bus.set('deliveryMode', 'courier'));
    await waitFor(() => expect(api.calls).toEqual(['POST /stores/', 'POST /stores/']));
  });

  it('goes LOADING -> DETECT -> RESULT and shows what each pharmacy has of the basket, with its price', async () => {
    const { api } = renderSelect();
    const section = screen.getByRole('region', { name: 'Выберите аптеку для самовывоза' });
    expect(section).toHaveAttribute('data-state', 'LOADING');
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'RESULT'));
    expect(api.calls).toEqual(['POST /stores/']);
    const items = within(screen.getByRole('list', { name: 'Аптеки для самовывоза' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('В наличии: все товары · 1 234,50 ₽');
    expect(items[0]).toHaveTextContent('Выбрана');
    expect(items[1]).toHaveTextContent('В наличии: 2 из 3 · 500 ₽ (цена за часть корзины)');
    expect(items[2]).toHaveTextContent('Нет в наличии');
    expect(within(items[2]!).getByRole('button', { name: 'Выбрать Аптека в Марьино' })).toBeDisabled();
  });

  it('choosing a pharmacy saves it, marks it and unmarks the previous one, and tells the other parts on the bus', async () => {
    const events: unknown[] = [];
    const subscription = bus.on('delivery/changed').subscribe((event) => events.push(event));
    const { api, onChosen } = renderSelect();
    await userEvent.click(await screen.findByRole('button', { name: 'Выбрать Аптека на Арбате' }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith(expect.objectContaining({ id: 102 })));
    expect(api.calls).toContain('POST /delivery/set-store');
    const items = within(screen.getByRole('list', { name: 'Аптеки для самовывоза' })).getAllByRole('listitem');
    expect(within(items[1]!).getByText('Выбрана')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Выбрать Аптека на Тверской' })).toBeInTheDocument();
    expect(events).toEqual([
      { mode: 'pickup', store: { id: 102, name: 'Аптека на Арбате', address: 'ул. Тестовая, д. 102' } },
    ]);
    subscription.unsubscribe();
  });
});
