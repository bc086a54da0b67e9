import { SERVER_STATE_ELEMENT_ID } from '@apteka/contracts';
import {
  askAgainOnThisVisit,
  askAheadForVisit,
  ASKED_AHEAD_MS,
  resetServerState,
  takeServerState,
} from './server-state';

/** This page, at `path`, as the server drew it with these states. */
function drawnAt(path: string, states: Record<string, unknown>) {
  window.history.replaceState(null, '', path);
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SERVER_STATE_ELEMENT_ID;
  block.textContent = JSON.stringify(states);
  document.head.append(block);
}

const visit = (path: string) => window.history.pushState(null, '', path);

describe('the server state of a page', () => {
  afterEach(() => {
    document.getElementById(SERVER_STATE_ELEMENT_ID)?.remove();
    resetServerState();
  });

  it('is taken once per api: the first store starts from it, any later one from nothing', () => {
    drawnAt('/basket/', { basketApi: { queries: { cart: 1 } } });
    expect(takeServerState('basketApi')).toEqual({ queries: { cart: 1 } });
    expect(takeServerState('basketApi')).toBeUndefined();
    expect(takeServerState('accountApi')).toBeUndefined();
  });

  it("spares the drawn page's first view asking again for what the server drew, and no later visit", () => {
    drawnAt('/basket/', { basketApi: {} });
    takeServerState('basketApi');
    expect(askAgainOnThisVisit('basketApi')).toBe(false);
    // back on the basket after a product was added elsewhere
    visit('/catalog/product/nurofen');
    visit('/basket/');
    expect(askAgainOnThisVisit('basketApi')).toBe(true);
  });

  it('has every page ask whose api the server did not draw, or that is not the page it drew', () => {
    drawnAt('/lk/orders', { accountApi: {} });
    takeServerState('accountApi');
    expect(askAgainOnThisVisit('basketApi')).toBe(true);
    visit('/lk');
    expect(askAgainOnThisVisit('accountApi')).toBe(true);
  });

  describe('answers asked for ahead of a visit', () => {
    const checkout = () => new URL('/basket/?isCheckout=true', window.location.href).href;

    it('asks once for a visit, and spares that visit asking again, once', () => {
      visit('/basket/');
      const ask = jest.fn();
      askAheadForVisit('basketApi', checkout(), ask);
      // the tap's click, after its touch asked
      askAheadForVisit('basketApi', checkout(), ask);
      expect(ask).toHaveBeenCalledTimes(1);
      visit('/basket/?isCheckout=true');
      expect(askAgainOnThisVisit('basketApi')).toBe(false);
      // the next visit to the same page asks on its own
      expect(askAgainOnThisVisit('basketApi')).toBe(true);
    });

    it('does not spare another page, or a visit that came long after', () => {
      visit('/basket/');
      askAheadForVisit('basketApi', checkout(), () => undefined);
      expect(askAgainOnThisVisit('basketApi')).toBe(true);

      jest.useFakeTimers({ now: Date.now() });
      try {
        askAheadForVisit('basketApi', checkout(), () => undefined);
        jest.advanceTimersByTime(ASKED_AHEAD_MS + 1);
        visit('/basket/?isCheckout=true');
        expect(askAgainOnThisVisit('basketApi')).toBe(true);
      } finally {
        jest.useRealTimers();
      }
    });

    it('asks nothing for the page the server drew with this api: its answers are there', () => {
      drawnAt('/basket/', { basketApi: {} });
      takeServerState('basketApi');
      const ask = jest.fn();
      askAheadForVisit('basketApi', window.location.href, ask);
      expect(ask).not.toHaveBeenCalled();
      expect(askAgainOnThisVisit('basketApi')).toBe(false);
      askAheadForVisit('basketApi', checkout(), ask);
      expect(ask).toHaveBeenCalledTimes(1);
    });
  });
});
