import { act, render, screen, waitFor } from '@testing-library/react';
import { mockApi } from '../testing/render-shell';
import { pickupLocationIn, REGIONS } from '../testing/fixtures';
import { clearPageCookies } from '../testing/page-cookies';
import { stubMatchMedia } from '../testing/match-media';
import { makeStore, type AppStore } from '../store/make-store';
import { deviceFlagsFor, setDeviceFlags } from '../store/device-slice';
import { selectCustomer, selectLocation } from '../store/shell-api';
import { ShellApp } from './shell-app';
import { loadLaterParts } from './later-parts';

const drawn = { header: 0, footer: 0, bottomNav: 0 };
/** how often the layout itself is drawn: it draws the chat's button each time, and nothing else draws it */
let layoutDrawn = 0;

// counted stand-ins: what the frame's parts are given, and how often they are drawn
jest.mock('../layout/header', () => ({
  Header: (props: { region: { name: string } | null }) => {
    drawn.header++;
    return <header>{props.region?.name ?? 'нет города'}</header>;
  },
}));
jest.mock('../layout/footer', () => ({
  Footer: () => {
    drawn.footer++;
    return <footer />;
  },
}));
jest.mock('../chat/consultant-chat', () => ({
  ConsultantChat: () => {
    layoutDrawn++;
    return null;
  },
}));
jest.mock('../layout/bottom-nav', () => ({
  ...jest.requireActual('../layout/bottom-nav'),
  BottomNav: () => {
    drawn.bottomNav++;
    return <nav aria-label="Разделы" />;
  },
}));

const LOCATION = pickupLocationIn(REGIONS[0]!);

/** A move as single-spa makes it: the address changes, then the routing event every listener follows. */
function moveTo(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('the shell frame on a move to another page', () => {
  // the footer and the chat's button are later parts, loaded here as the page loads them once it is quiet
  beforeAll(() => loadLaterParts());

  beforeEach(() => {
    clearPageCookies();
    // a phone's screen (jsdom has no media queries)
    stubMatchMedia((query) => query === '(pointer: coarse)');
    window.history.replaceState(null, '', '/catalog/lekarstva');
    mockApi(({ url }) => {
      if (url === '/layout/location') return { status: 200, data: LOCATION };
      return { status: 404, data: {} };
    });
  });

  /** Whether the answers the frame asks for at its start (the shopper's location and who they are) are in. */
  const answered = (store: AppStore) =>
    [selectLocation(store.getState()), selectCustomer(store.getState())].every(
      (query) => query.isSuccess || query.isError,
    );

  /** The frame, once it has drawn what its start's answers say: from then on only a move draws it. */
  async function renderFrame() {
    const store = makeStore();
    render(<ShellApp store={store} brand="ozerki" overrides={[]} hasUnsavedInput={() => false} onReady={() => {}} />);
    await waitFor(() => expect(answered(store)).toBe(true));
    await screen.findByText(REGIONS[0]!.name);
    drawn.header = drawn.footer = drawn.bottomNav = layoutDrawn = 0;
    return store;
  }

  it("is not drawn again for a move between one remote's pages", async () => {
    await renderFrame();
    moveTo('/catalog/product/nurofen-200');
    expect(layoutDrawn).toBe(0);
    moveTo('/basket/');
    expect(layoutDrawn).toBe(1);
  });

  it("draws neither the header, the footer nor the bottom navigation again for another remote's page", async () => {
    await renderFrame();
    moveTo('/basket/');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(drawn).toEqual({ header: 0, footer: 0, bottomNav: 0 });
  });

  it('draws neither itself nor the header again when the screen turns out to be of another width', async () => {
    // the server draws the frame for the width it guesses from the user agent; the real one is known once the page runs
    const store = await renderFrame();
    act(() => store.dispatch(setDeviceFlags(deviceFlagsFor(1280, false))));
    expect(store.getState().device.isSmallMobile).toBe(false);
    expect(layoutDrawn).toBe(0);
    expect(drawn.header).toBe(0);
  });

  it('still draws the header again when what it shows changes', async () => {
    await renderFrame();
    moveTo('/basket/');
    const moscow = REGIONS[1]!;
    mockApi(({ url }) => {
      if (url === '/layout/location') return { status: 200, data: pickupLocationIn(moscow) };
      return { status: 404, data: {} };
    });
    const { bus } = await import('@apteka/bus');
    act(() => bus.emit('delivery/changed', { mode: 'pickup', store: null }));
    await screen.findByText(moscow.name);
    expect(drawn.header).toBeGreaterThan(0);
  });
});
