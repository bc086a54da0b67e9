import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { fakeDataLayer } from '@apteka/analytics/testing';
import { BusContext, createBus } from '@apteka/bus';
import { ANONYMOUS_USER, type Location, type UserState } from '@apteka/contracts';
import { pickupLocationIn, REGIONS } from '../testing/fixtures';
import { PAGE_TITLE_WAIT_MS, useShellAnalytics } from './use-shell-analytics';

const SIGNED_IN: UserState = {
  ...ANONYMOUS_USER,
  isAuthenticated: true,
  customer: { ...ANONYMOUS_USER.customer, id: 77 },
};

type Props = { location: Location | null; customer: UserState | undefined };

function renderAnalytics(initial: Props, firstPath = '/') {
  window.history.replaceState(null, '', firstPath);
  const bus = createBus();
  const renders = { count: 0 };
  const hook = renderHook(
    (props: Props) => {
      renders.count += 1;
      useShellAnalytics(props.location, props.customer);
    },
    {
      initialProps: initial,
      wrapper: ({ children }: { children: ReactNode }) => (
        <BusContext.Provider value={bus}>{children}</BusContext.Provider>
      ),
    },
  );
  const navigate = (to: string) =>
    act(() => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  const titled = (path: string, title: string) =>
    act(() => {
      document.title = title;
      bus.emit('page/titled', { path, title });
    });
  return { ...hook, navigate, titled, renders };
}

const pageViews = (layer: ReturnType<typeof fakeDataLayer>) =>
  layer.entries().filter((entry) => entry.event === 'page_view');

describe('the shell’s analytics', () => {
  beforeEach(() => {
    document.title = 'Интернет-аптека Озерки: лекарства и товары для здоровья';
  });

  it('reports a page view per path, and the customer id and city each time they change', () => {
    const layer = fakeDataLayer();
    const view = renderAnalytics({ location: null, customer: undefined }, '/start');
    view.rerender({ location: pickupLocationIn(REGIONS[0]!), customer: ANONYMOUS_USER });
    view.navigate('/catalog?sort=cheap');
    view.titled('/catalog', 'Каталог товаров — интернет-аптека Озерки');
    view.navigate('/catalog?sort=expensive');
    view.rerender({ location: pickupLocationIn(REGIONS[0]!), customer: SIGNED_IN });
    view.rerender({ location: pickupLocationIn(REGIONS[1]!), customer: SIGNED_IN });
    view.rerender({ location: pickupLocationIn(REGIONS[1]!), customer: ANONYMOUS_USER });

    expect(layer.entries()).toEqual([
      {
        event: 'page_view',
        page_path: '/start',
        page_title: 'Интернет-аптека Озерки: лекарства и товары для здоровья',
      },
      { event: 'user_id', user_id: null },
      { event: 'user_city', user_city: REGIONS[0]!.name },
      { event: 'page_view', page_path: '/catalog', page_title: 'Каталог товаров — интернет-аптека Озерки' },
      { event: 'user_id', user_id: '77' },
      { event: 'user_city', user_city: REGIONS[1]!.name },
      { event: 'user_id', user_id: null },
    ]);
  });

  it('reports a move with the title the new page names, not the one it moved from', () => {
    const layer = fakeDataLayer();
    const view = renderAnalytics({ location: null, customer: ANONYMOUS_USER }, '/basket');
    layer.reset();
    view.navigate('/catalog/product/nurofen');
    expect(pageViews(layer)).toEqual([]);

    view.titled('/basket', 'Корзина — интернет-аптека Озерки');
    expect(pageViews(layer)).toEqual([]);
    view.titled('/catalog/product/nurofen', 'Нурофен — купить в интернет-аптеке Озерки');
    view.titled('/catalog/product/nurofen', 'Нурофен форте — купить в интернет-аптеке Озерки');
    expect(pageViews(layer)).toEqual([
      {
        event: 'page_view',
        page_path: '/catalog/product/nurofen',
        page_title: 'Нурофен — купить в интернет-аптеке Озерки',
      },
    ]);
  });

  it('reports a page that does not name itself with the title as it is: after the wait, at the next move, or as the shopper leaves', () => {
    jest.useFakeTimers();
    try {
      const layer = fakeDataLayer();
      const view = renderAnalytics({ location: null, customer: ANONYMOUS_USER }, '/lk/orders');
      layer.reset();
      view.navigate('/lk/profile');
      act(() => jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS - 1));
      expect(pageViews(layer)).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
      expect(pageViews(layer)).toEqual([
        expect.objectContaining({ page_path: '/lk/profile', page_title: document.title }),
      ]);

      view.navigate('/lk/favorites');
      view.navigate('/lk/bonuses');
      expect(pageViews(layer).map((entry) => entry.page_path)).toEqual(['/lk/profile', '/lk/favorites']);
      act(() => window.dispatchEvent(new Event('pagehide')));
      expect(pageViews(layer).map((entry) => entry.page_path)).toEqual(['/lk/profile', '/lk/favorites', '/lk/bonuses']);
      act(() => jest.advanceTimersByTime(PAGE_TITLE_WAIT_MS));
      expect(pageViews(layer)).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not draw its caller, the whole layout, again on a move to another page', () => {
    const layer = fakeDataLayer();
    const view = renderAnalytics({ location: pickupLocationIn(REGIONS[0]!), customer: ANONYMOUS_USER }, '/home');
    const before = view.renders.count;
    view.navigate('/catalog/product/nurofen');
    view.titled('/catalog/product/nurofen', 'Нурофен — купить в интернет-аптеке Озерки');
    expect(layer.entries()).toContainEqual(
      expect.objectContaining({ event: 'page_view', page_path: '/catalog/product/nurofen' }),
    );
    expect(view.renders.count).toBe(before);
  });
});
