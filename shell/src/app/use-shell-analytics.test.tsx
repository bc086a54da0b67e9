import { act, renderHook } from '@testing-library/react';
import { fakeDataLayer } from '@apteka/analytics/testing';
import { ANONYMOUS_USER, type Location, type UserState } from '@apteka/contracts';
import { pickupLocationIn, REGIONS } from '../testing/fixtures';
import { useShellAnalytics } from './use-shell-analytics';

const SIGNED_IN: UserState = {
  ...ANONYMOUS_USER,
  isAuthenticated: true,
  customer: { ...ANONYMOUS_USER.customer, id: 77 },
};

function renderAnalytics(initial: { location: Location | null; customer: UserState | undefined }) {
  window.history.replaceState(null, '', '/');
  const renders = { count: 0 };
  const hook = renderHook(
    (props: { location: Location | null; customer: UserState | undefined }) => {
      renders.count += 1;
      useShellAnalytics(props.location, props.customer);
    },
    { initialProps: initial },
  );
  const navigate = (to: string) =>
    act(() => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  return { ...hook, navigate, renders };
}

describe('the shell’s analytics', () => {
  it('reports a page view per path, and the customer id and city each time they change', () => {
    const layer = fakeDataLayer();
    const view = renderAnalytics({ location: null, customer: undefined });
    view.rerender({ location: pickupLocationIn(REGIONS[0]!), customer: ANONYMOUS_USER });
    view.navigate('/catalog?sort=cheap');
    view.navigate('/catalog?sort=expensive');
    view.rerender({ location: pickupLocationIn(REGIONS[0]!), customer: SIGNED_IN });
    view.rerender({ location: pickupLocationIn(REGIONS[1]!), customer: SIGNED_IN });
    view.rerender({ location: pickupLocationIn(REGIONS[1]!), customer: ANONYMOUS_USER });

    expect(layer.entries()).toEqual([
      expect.objectContaining({ event: 'page_view', page_path: '/' }),
      { event: 'user_id', user_id: null },
      { event: 'user_city', user_city: REGIONS[0]!.name },
      expect.objectContaining({ event: 'page_view', page_path: '/catalog' }),
      { event: 'user_id', user_id: '77' },
      { event: 'user_city', user_city: REGIONS[1]!.name },
      { event: 'user_id', user_id: null },
    ]);
  });

  it('does not draw its caller, the whole layout, again on a move to another page', () => {
    const layer = fakeDataLayer();
    const view = renderAnalytics({ location: pickupLocationIn(REGIONS[0]!), customer: ANONYMOUS_USER });
    const before = view.renders.count;
    view.navigate('/catalog/product/nurofen');
    expect(layer.entries()).toContainEqual(
      expect.objectContaining({ event: 'page_view', page_path: '/catalog/product/nurofen' }),
    );
    expect(view.renders.count).toBe(before);
  });
});
