import { navigateToUrl } from 'single-spa';
import type * as WaitingLinks from './waiting-links';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

function click(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

describe("the footer's links before its code has arrived", () => {
  let stop: () => void = () => undefined;
  let links!: typeof WaitingLinks;
  beforeEach(() => {
    // whether the footer has hydrated is the page's: each test starts from a fresh copy
    jest.isolateModules(() => {
      links = jest.requireActual<typeof WaitingLinks>('./waiting-links');
    });
    jest.mocked(navigateToUrl).mockClear();
    document.body.innerHTML = `
      <div id="root">
        <footer>
          <a href="/gde-moy-zakaz">Где мой заказ</a>
          <a href="tel:+78005500880">8 800 550-08-80</a>
          <a href="/contacts" target="_blank">Контакты</a>
        </footer>
        <a href="/catalog">Каталог</a>
      </div>`;
    stop = links.moveOnWaitingLinks();
  });
  afterEach(() => stop());

  it('move within the store at a plain click, without a page load', () => {
    const event = click(document.querySelector('footer a[href="/gde-moy-zakaz"]')!);
    expect(navigateToUrl).toHaveBeenCalledWith('/gde-moy-zakaz');
    expect(event.defaultPrevented).toBe(true);
  });

  it('leave a phone number, a new tab, a modified click and a link outside the footer to the browser', () => {
    const events = [
      click(document.querySelector('footer a[href^="tel:"]')!),
      click(document.querySelector('footer a[target]')!),
      click(document.querySelector('footer a[href="/gde-moy-zakaz"]')!, { ctrlKey: true }),
      click(document.querySelector('#root > a')!),
    ];
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(events.map((event) => event.defaultPrevented)).toEqual([false, false, false, false]);
  });

  it('move before React sees the click, which it stops at a part still waiting for its code', () => {
    document.getElementById('root')!.addEventListener('click', (event) => event.stopPropagation());
    click(document.querySelector('footer a[href="/gde-moy-zakaz"]')!);
    expect(navigateToUrl).toHaveBeenCalledWith('/gde-moy-zakaz');
  });

  it('are left to the footer once it has hydrated', () => {
    links.footerLinksHydrated();
    const event = click(document.querySelector('footer a[href="/gde-moy-zakaz"]')!);
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
