import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderWithTheme } from '@apteka/ui/testing';
import { mockApi, type MockHandler } from '@apteka/api-client/testing';
import { makeStore } from '../../remote';
import { MOSCOW, store } from '../../testing/fixtures';
import { CourierAddressForm } from './courier-address-form';

const suggest: MockHandler = ({ params }) => ({
  data: {
    query: params.q,
    suggestions: String(params.q).includes('1')
      ? [
          {
            value: 'г. Москва, ул. Тверская, д. 1',
            street: 'ул. Тверская',
            house: '1',
            lat: 55.76,
            lon: 37.61,
            regionId: 14,
            addressStructure: {
              region_with_type: 'г Москва',
              city_with_type: 'г Москва',
              street_with_type: 'ул. Тверская',
              house: '1',
              flat: null,
            },
          },
        ]
      : [
          {
            value: 'г. Москва, ул. Тверская',
            street: 'ул. Тверская',
            house: null,
            lat: null,
            lon: null,
            regionId: 14,
            addressStructure: {
              region_with_type: 'г Москва',
              city_with_type: 'г Москва',
              street_with_type: 'ул. Тверская',
              house: null,
              flat: null,
            },
          },
        ],
  },
});

const SLOTS = {
  timeZone: 'Europe/Moscow',
  slots: [
    {
      id: '2026-11-23T07:00:00.000Z',
      date: '2026-11-23',
      day: 'tomorrow',
      from: '10:00',
      to: '14:00',
      isNight: false,
      cost: 29900,
    },
    {
      id: '2026-11-23T19:00:00.000Z',
      date: '2026-11-23',
      day: 'tomorrow',
      from: '22:00',
      to: '02:00',
      isNight: true,
      cost: 49900,
    },
  ],
};

function renderForm() {
  const bodies: unknown[] = [];
  const api = mockApi({
    'GET /geo/suggest-address': suggest,
    'POST /delivery/set-courier': ({ body }) => {
      bodies.push(body);
      const address = (body as { address: unknown }).address;
      return {
        data: {
          delivery: {
            id: 'deliverycourier',
            name: 'Доставка',
            priority: 2,
            isCourier: true,
            isPickup: false,
            isSelected: true,
            address,
          },
          store: null,
          timeslots: SLOTS,
        },
      };
    },
    'GET /delivery/availability-by-address': { data: { total: 2, available: 2, label: 'все товары', items: [] } },
  });
  renderWithTheme(
    <Provider store={makeStore({ client: api.client, retries: 0 })}>
      <CourierAddressForm region={MOSCOW} />
    </Provider>,
  );
  return { api, bodies };
}

describe('CourierAddressForm', () => {
  it('offers suggestions, fills street and house from the chosen one, drops the flat for a private house, shows time slots', async () => {
    const { bodies } = renderForm();
    const input = screen.getByRole('combobox', { name: 'Улица и дом' });
    await userEvent.type(input, 'Тверская 1');
    const option = await screen.findByRole('option', { name: 'г. Москва, ул. Тверская, д. 1' });
    await userEvent.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('г. Москва, ул. Тверская, д. 1');
    expect(screen.getByLabelText('Дом')).toHaveValue('1');

    await userEvent.type(screen.getByLabelText('Квартира'), '15');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Частный дом, квартиры нет' }));
    expect(screen.getByLabelText('Квартира')).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Домофон'), '15К');
    await userEvent.click(screen.getByRole('button', { name: 'Доставить сюда' }));

    const slots = await screen.findByRole('group', { name: 'Время доставки' });
    expect(within(slots).getAllByRole('radio')).toHaveLength(2);
    expect(within(slots).getByLabelText('Завтра, 22:00–02:00 (ночная доставка) — 499 ₽')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const sent = bodies[0] as { address: Record<string, unknown>; withTimeslots: boolean };
    expect(sent.withTimeslots).toBe(true);
    expect(sent.address).toMatchObject({
      address: 'г. Москва, ул. Тверская, д. 1',
      house: '1',
      noFlat: true,
      intercom: '15К',
      lat: 55.76,
    });
    expect(sent.address).not.toHaveProperty('flat');
    expect(await screen.findByText('Для доставки по этому адресу в наличии: все товары.')).toBeInTheDocument();
  });

  it('asks for the house when the chosen suggestion is a street, without calling the API', async () => {
    const { api } = renderForm();
    await userEvent.type(screen.getByRole('combobox', { name: 'Улица и дом' }), 'Тверская');
    await userEvent.click(await screen.findByRole('option', { name: 'г. Москва, ул. Тверская' }));
    await waitFor(() => expect(screen.getByLabelText('Дом')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Доставить сюда' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Укажите номер дома');
    expect(api.calls).not.toContain('POST /delivery/set-courier');
    expect(api.calls).not.toContain('GET /delivery/availability-by-address');
  });

  it('says so where the region has no courier delivery', () => {
    renderWithTheme(
      <Provider store={makeStore({ client: mockApi().client, retries: 0 })}>
        <CourierAddressForm region={{ ...MOSCOW, hasCourierDelivery: false }} />
      </Provider>,
    );
    expect(
      screen.getByText('Доставка курьером по Москве пока недоступна. Заказ можно забрать в аптеке.'),
    ).toBeInTheDocument();
  });
});

describe('CourierAddressForm map', () => {
  it('fills the address from a click on the map (reverse geocoding)', async () => {
    const api = mockApi({
      'GET /stores/': {
        data: { stores: [store(101, 14, { coordinates: { lat: 55.75, lon: 37.61 } })], isPriceVaries: false },
      },
      'GET /geo/map-config': {
        data: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: 'test', suggestProvider: 'builtin' },
      },
      'GET /geo/reverse': {
        data: {
          value: 'г. Москва, ул. Арбат, д. 5',
          street: 'ул. Арбат',
          house: '5',
          lat: 55.751,
          lon: 37.6,
          regionId: 14,
          addressStructure: {
            region_with_type: 'г Москва',
            city_with_type: 'г Москва',
            street_with_type: 'ул. Арбат',
            house: '5',
            flat: null,
          },
        },
      },
    });
    window.scrollTo = jest.fn() as typeof window.scrollTo;
    renderWithTheme(
      <Provider store={makeStore({ client: api.client, retries: 0 })}>
        <CourierAddressForm region={MOSCOW} />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Указать на карте' }));
    const map = await screen.findByRole('region', { name: 'Карта для выбора адреса доставки' });
    // Leaflet arrives when the map is first shown
    await waitFor(() => expect(map).toHaveClass('leaflet-container'));
    fireEvent.click(map, { clientX: 10, clientY: 10 });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Улица и дом' })).toHaveValue('г. Москва, ул. Арбат, д. 5'),
    );
    expect(screen.getByLabelText('Дом')).toHaveValue('5');
    expect(api.calls).toContainEqual(expect.stringMatching(/^GET \/geo\/reverse\?lat=/));
  });
});
