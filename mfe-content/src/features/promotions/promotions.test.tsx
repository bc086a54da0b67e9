import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithTheme } from '@apteka/ui/testing';
import { bus } from '@apteka/bus';
import { mockApi, type MockHandler, type MockReply } from '@apteka/api-client/testing';
import { Root, makeStore } from '../../remote';
import { product, promotionCard } from '../../testing/content-fixtures';
import { endOf, timeLeftText } from './countdown';

function renderAt(path: string, routes: Record<string, MockHandler | MockReply>) {
  const api = mockApi(routes);
  window.history.pushState({}, '', path);
  renderWithTheme(<Root store={makeStore({ client: api.client, retries: 0 })} />);
  return api;
}

afterEach(() => bus.set('region', null));

describe('promotions', () => {
  it('lists the promotions of the region and reads them again when the region changes', async () => {
    let region = 14;
    const api = renderAt('/stock', {
      'GET /content/promotions': () => ({
        data: {
          items:
            region === 14
              ? [promotionCard('vezde'), promotionCard('tolko-moskva', { regionWide: false, title: 'Только в Москве' })]
              : [promotionCard('vezde')],
        },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Акции' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Только в Москве' })).toHaveAttribute(
      'href',
      '/stock/tolko-moskva/',
    );
    expect(screen.getByText(/только в вашем городе/)).toBeInTheDocument();
    expect(screen.getAllByText('с 1 ноября по 31 декабря 2026 г. · во всех городах')).toHaveLength(1);

    region = 27;
    act(() =>
      bus.set('region', {
        id: 27,
        name: 'Санкт-Петербург',
        slug: 'sankt-peterburg',
        skloneniya: {
          name_gde: 'в Санкт-Петербурге',
          name_vin: 'Санкт-Петербург',
          name_dat: 'Санкт-Петербургу',
          name_rod: 'Санкт-Петербурга',
        },
        hasCourierDelivery: true,
        hasNightDelivery: true,
        timeZone: 'Europe/Moscow',
      }),
    );
    // the promotion for every city is in both answers: the new one is drawn once the Moscow one has left beside it
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Акция vezde' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Только в Москве' })).not.toBeInTheDocument();
    });
    expect(api.calls.filter((call) => call.startsWith('GET /content/promotions'))).toHaveLength(2);
  });

  it('asks for the kind the page is about', async () => {
    const api = renderAt('/stock/lenses', { 'GET /content/promotions': { data: { items: [] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Акции на линзы' })).toBeInTheDocument();
    expect(await screen.findByText(/Сейчас в вашем городе таких акций нет/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Гарантия на контактные линзы' })).toHaveAttribute(
      'href',
      '/stock/lenses/guarantee',
    );
    expect(api.calls).toEqual(['GET /content/promotions?scope=lenses']);
  });

  it('shows a promotion with its conditions, the time left and its goods priced for the region', async () => {
    renderAt('/stock/vezde/', {
      'GET /content/promotions/vezde': {
        data: {
          ...promotionCard('vezde', { ends: '2099-12-31' }),
          html: '<h2 id="usloviya">Условия</h2><p>Скидка по промокоду не суммируется.</p>',
          ended: false,
          products: [product(11, 'Solgar Витамин D3')],
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Акция vezde' })).toBeInTheDocument();
    expect(screen.getByText(/^До конца акции: \d+ дн/)).toBeInTheDocument();
    expect(screen.getByText('Скидка по промокоду не суммируется.')).toBeInTheDocument();
    const goods = screen.getByRole('region', { name: 'Товары акции' });
    expect(within(goods).getByText('255 ₽')).toBeInTheDocument();
  });

  it('says a promotion has ended, and a promotion of another city is not found', async () => {
    renderAt('/stock/proshla/', {
      'GET /content/promotions/proshla': {
        data: { ...promotionCard('proshla'), html: '<p>Была.</p>', ended: true, products: [] },
      },
    });
    expect(await screen.findByText('Акция завершилась.')).toBeInTheDocument();
  });

  it('counts down in days, hours and minutes with Russian plural forms', () => {
    const now = new Date('2026-11-25T10:00:00+03:00').getTime();
    expect(timeLeftText(endOf('2026-11-27'), now)).toBe('До конца акции: 2 дня 13 часов 59 минут');
    expect(timeLeftText(endOf('2026-11-25'), now)).toBe('До конца акции: 13 часов 59 минут');
    expect(timeLeftText(now + 61_000, now)).toBe('До конца акции: 1 минута');
    expect(timeLeftText(now - 5_000, now)).toBe('До конца акции: 0 минут');
  });
});
