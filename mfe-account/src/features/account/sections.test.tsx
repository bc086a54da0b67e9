import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@apteka/bus';
import type { Store } from '@apteka/contracts';
import { ANONYMOUS } from '../../testing/fixtures';
import { busEvents, renderAccount, stopListening } from '../../testing/render-account';

afterEach(() => {
  stopListening();
  bus.set('user', null);
});

const store = (id: number, name: string): Store => ({
  id,
  name,
  address: `ул. Тверская, ${id}`,
  regionId: 14,
  coordinates: { lat: 55.76, lon: 37.61 },
  phone: '+7 495 000-00-00',
  metro: 'Пушкинская',
  isAroundTheClock: id === 1,
  hasOptics: false,
  hasOpticEmail: false,
  openingHours: [],
  isSelected: false,
  isFavorite: true,
});

describe('bonuses', () => {
  it('shows the compact card and the rules as the server states them', async () => {
    renderAccount('/lk/bonuses', {
      'GET /customer/bonus': { data: { balance: 302, firstOrderBonus: 250, appMultiplier: 2, spendLimitPercent: 30 } },
    });
    const card = (await screen.findByText('302 бонуса')).closest('[data-variant]');
    expect(card).toHaveAttribute('data-variant', 'COMPACT');
    expect(screen.getByText('250 бонусов за первый полученный заказ.')).toBeInTheDocument();
    expect(screen.getByText('Бонусами можно оплатить до 30% стоимости заказа.')).toBeInTheDocument();
  });

  it('lists every accrual and spend with its order, by pages', async () => {
    renderAccount('/lk/bonus-history?page=2', {
      'GET /customer/bonus/history': ({ params }) => ({
        data: {
          entries: [
            { id: 3, amount: -120, kind: 'order_spend', orderId: 52, at: '2026-11-20T09:00:00Z' },
            { id: 2, amount: 250, kind: 'first_order', orderId: 51, at: '2026-11-02T09:00:00Z' },
          ],
          page: Number(params.page),
          pages: 2,
        },
      }),
    });
    const rows = within(await screen.findByRole('table', { name: 'Начисления и списания бонусов' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'ДатаОперацияБонусы',
      '20 ноября 2026 г.Оплата заказа · заказ №52−120',
      '2 ноября 2026 г.За первый заказ · заказ №51+250',
    ]);
    expect(screen.getByRole('link', { name: 'заказ №52' })).toHaveAttribute('href', '/order/52');
    expect(screen.getByText('Страница 2 из 2')).toBeInTheDocument();
  });
});

describe('goods bought', () => {
  it('offers each product bought again with «В корзину», and says when one is no longer sold', async () => {
    const user = userEvent.setup();
    const adds = busEvents('basket/add-requested');
    renderAccount('/lk/istoriya-pokupok', {
      'GET /lk/order-goods': {
        data: {
          items: [
            {
              productId: 11,
              name: 'Нурофен',
              slug: 'nurofen-11',
              image: '/i/11.svg',
              timesBought: 3,
              lastBoughtAt: '2026-11-20T09:00:00Z',
              price: { base: 30000, special: 25500 },
            },
            {
              productId: 12,
              name: 'Снятый с продажи сироп',
              slug: 'sirop-12',
              image: '/i/12.svg',
              timesBought: 1,
              lastBoughtAt: '2026-10-01T09:00:00Z',
              price: null,
            },
          ],
        },
      },
    });
    expect(await screen.findByText(/Покупали 3 раза, последний — 20 ноября 2026 г. · сейчас 255/)).toBeInTheDocument();
    expect(screen.getByText(/Покупали 1 раз.*сейчас нет в продаже/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'В корзину: Снятый с продажи сироп' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'В корзину: Нурофен' }));
    expect(adds).toEqual([{ productId: 11, quantity: 1, source: 'purchase-history' }]);
  });
});

describe('favourite pharmacies', () => {
  it('lists them and forgets one', async () => {
    const user = userEvent.setup();
    let stores = [store(1, 'Аптека на Тверской'), store(2, 'Аптека у Пушкинской')];
    const api = renderAccount('/lk/pharmacies', {
      'GET /stores': () => ({ data: { stores, isPriceVaries: false } }),
      'PUT /stores/2/favorite': () => {
        stores = stores.filter((entry) => entry.id !== 2);
        return { data: { id: 2, isFavorite: false } };
      },
    });
    expect(await screen.findByRole('link', { name: 'Аптека у Пушкинской' })).toHaveAttribute('href', '/pharmacies/2');
    expect(screen.getByText(/Круглосуточно/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Убрать из избранного: Аптека у Пушкинской' }));
    await waitFor(() => expect(screen.queryByText('Аптека у Пушкинской')).not.toBeInTheDocument());
    expect(api.calls).toContain('GET /stores?favorited=1');
  });
});

describe('saved cards', () => {
  it('shows masked cards only and deletes one after confirming', async () => {
    const user = userEvent.setup();
    let cards = [{ id: 5, brand: 'МИР', last4: '0004', expires: '12/29' }];
    renderAccount('/lk/cards', {
      'GET /customer/cards': () => ({ data: { cards } }),
      'DELETE /customer/cards/5': () => {
        cards = [];
        return { data: { cards } };
      },
    });
    expect(await screen.findByText('МИР •••• 0004')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Удалить карту •••• 0004' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить карту?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить карту' }));
    expect(await screen.findByText('Карта МИР •••• 0004 удалена.')).toBeInTheDocument();
    expect(await screen.findByText('Сохранённых карт нет.')).toBeInTheDocument();
  });
});

describe('coupons', () => {
  it('lists personal coupons with their conditions and expiry', async () => {
    renderAccount('/lk/coupons', {
      'GET /customer/coupons': {
        data: {
          coupons: [
            {
              code: 'WELCOME-AB12CD',
              title: 'Скидка на первый заказ',
              percent: 10,
              amount: null,
              minTotal: 100000,
              validUntil: '2026-12-24',
            },
            { code: 'GIFT300', title: 'Подарок', percent: null, amount: 30000, minTotal: 0, validUntil: null },
          ],
        },
      },
    });
    expect(
      await screen.findByText('−10% на заказ от 1 000 ₽, действует до 24 декабря 2026 г. включительно'),
    ).toBeInTheDocument();
    expect(screen.getByText('−300 ₽ на заказ, без срока')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скопировать промокод WELCOME-AB12CD' })).toBeInTheDocument();
  });
});

describe('charity', () => {
  it('passes bonuses to a programme within the balance and shows the history', async () => {
    const user = userEvent.setup();
    const charity = (balance: number, moves: unknown[]) => ({
      balance,
      programmes: [
        { id: 1, name: 'Подари жизнь', description: 'Помощь детям с онкологическими заболеваниями' },
        { id: 2, name: 'Старость в радость', description: 'Помощь пожилым людям' },
      ],
      moves,
    });
    const bodies: unknown[] = [];
    renderAccount('/lk/charity', {
      'GET /customer/charity': () => ({
        data: bodies.length
          ? charity(200, [
              { id: 1, programmeId: 2, programmeName: 'Старость в радость', bonuses: 100, at: '2026-11-24T10:00:00Z' },
            ])
          : charity(300, []),
      }),
      'POST /customer/charity-move': ({ body }) => {
        bodies.push(body);
        return { data: charity(200, []) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Передать бонусы' }));
    expect(screen.getByText('Выберите программу.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Старость в радость/ }));
    await user.type(screen.getByLabelText('Сколько бонусов передать'), '500');
    await user.click(screen.getByRole('button', { name: 'Передать бонусы' }));
    expect(screen.getByLabelText('Сколько бонусов передать')).toHaveAccessibleDescription(
      /На счёте только 300 бонусов/,
    );
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText('Сколько бонусов передать'));
    await user.type(screen.getByLabelText('Сколько бонусов передать'), '100');
    await user.click(screen.getByRole('button', { name: 'Передать бонусы' }));
    expect(await screen.findByText('Спасибо! 100 бонусов переданы: Старость в радость.')).toBeInTheDocument();
    expect(bodies).toEqual([{ programmeId: 2, bonuses: 100 }]);
    expect(await screen.findByText(/24 ноября 2026 г.: 100 бонусов — Старость в радость/)).toBeInTheDocument();
  });
});

describe('links from letters', () => {
  it('confirms the e-mail once, signed in or not', async () => {
    const api = renderAccount(
      '/lk/verify-email?token=signed-token-123',
      { 'POST /customer/verify-email': { data: { email: 'anna@example.ru' } } },
      ANONYMOUS,
    );
    expect(await screen.findByText('Адрес anna@example.ru подтверждён. Спасибо!')).toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'POST /customer/verify-email')).toHaveLength(1);
  });

  it('unsubscribes in one click, and says when the link is broken', async () => {
    renderAccount(
      '/lk/unsubscribe-email?token=signed-token-123',
      {
        'POST /customer/unsubscribe': {
          status: 400,
          data: { error: 'token_invalid', message: 'Ссылка устарела или повреждена.' },
        },
      },
      ANONYMOUS,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка устарела или повреждена.');
  });

  it('says a link without its token is incomplete, without calling the server', async () => {
    const api = renderAccount('/lk/unsubscribe-email', {}, ANONYMOUS);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка неполная');
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
