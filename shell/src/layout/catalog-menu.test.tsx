import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfig } from 'single-spa';
import { CatalogMenu } from './catalog-menu';
import { mockApi, renderShell } from '../testing/render-shell';
import { provideRemoteLoader } from '../federation/exposed-modules';
import { makeStore } from '../store/make-store';
import { CATALOG_LINK_ATTRIBUTE } from './catalog-link';
import { deviceFlagsFor, setDeviceFlags } from '../store/device-slice';

interface MenuProps {
  domElement: HTMLElement;
  brand: string;
  onNavigate: () => void;
}

/** A parcel standing in for the catalog's menu: one link that reports navigation, as the real one does. */
function fakeMenuParcel(log: string[]): ParcelConfig<MenuProps> {
  return {
    bootstrap: async () => undefined,
    mount: async ({ domElement, onNavigate }) => {
      log.push('mount');
      domElement.innerHTML = '<nav aria-label="Каталог товаров"><a href="/catalog/lekarstva">Лекарства</a></nav>';
      domElement.querySelector('a')!.addEventListener('click', (event) => {
        event.preventDefault();
        onNavigate();
      });
      domElement.querySelector('a')!.focus();
    },
    unmount: async ({ domElement }) => {
      log.push('unmount');
      domElement.innerHTML = '';
    },
  };
}

async function renderWithParcel() {
  const log: string[] = [];
  const load = jest.fn().mockResolvedValue(fakeMenuParcel(log));
  provideRemoteLoader({ load });
  renderShell(<CatalogMenu />);
  const button = await screen.findByRole('button', { name: 'Каталог' });
  expect(load).toHaveBeenCalledWith('catalog', 'category-menu');
  return { log, button };
}

describe('header catalogue menu', () => {
  beforeEach(() => mockApi(() => ({ status: 404, data: {} })));
  afterEach(() => provideRemoteLoader(null));

  it('is a plain link to /catalog when the catalog remote cannot load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValue(new Error('remote catalog is unavailable'));
    provideRemoteLoader({ load });
    renderShell(<CatalogMenu />);
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalog');
    expect(screen.queryByRole('button', { name: 'Каталог' })).not.toBeInTheDocument();
  });

  it('loads nothing of the catalog on a phone, whose header has no room for the menu (it stays the link)', async () => {
    const load = jest.fn().mockResolvedValue(fakeMenuParcel([]));
    provideRemoteLoader({ load });
    const store = makeStore();
    store.dispatch(setDeviceFlags(deviceFlagsFor(390, true)));
    jest.useFakeTimers();
    try {
      renderShell(<CatalogMenu />, store);
      // far past the idle time at which a wide screen loads the menu
      await act(() => jest.advanceTimersByTimeAsync(10_000));
    } finally {
      jest.useRealTimers();
    }
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalog');
  });

  it('keeps the focus on «Каталог» when a Tab lands on the link just as the menu takes its place', async () => {
    const load = jest.fn().mockResolvedValue(fakeMenuParcel([]));
    provideRemoteLoader({ load });
    renderShell(<CatalogMenu />);
    // the moment the menu's code looks for the link, a Tab is queued onto whichever «Каталог» is there next
    const lookUp = document.querySelector.bind(document);
    let tabbed = false;
    jest.spyOn(document, 'querySelector').mockImplementation((selector: string) => {
      if (selector === `[${CATALOG_LINK_ATTRIBUTE}]` && !tabbed) {
        tabbed = true;
        queueMicrotask(() => {
          const control =
            lookUp<HTMLElement>(`[${CATALOG_LINK_ATTRIBUTE}]`) ?? screen.getByRole('button', { name: 'Каталог' });
          control.focus();
        });
      }
      return lookUp(selector);
    });
    const button = await screen.findByRole('button', { name: 'Каталог' });
    expect(tabbed).toBe(true);
    expect(button).toHaveFocus();
  });

  it('stays the link while the link holds the focus, even while the window is away, and becomes the button once the focus leaves it', async () => {
    const load = jest.fn().mockResolvedValue(fakeMenuParcel([]));
    provideRemoteLoader({ load });
    renderShell(
      <>
        <CatalogMenu />
        <input aria-label="Поиск по товарам" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Каталог' });
    const listening = jest.spyOn(link, 'addEventListener');
    // a keyboard shopper has tabbed to the link before the menu's code came
    link.focus();
    await waitFor(() => expect(listening.mock.calls.map(([type]) => type)).toContain('focusout'));
    expect(link).toBeInTheDocument();
    expect(link).toHaveFocus();

    // the window loses the focus (the shopper looks at another tab): the browser fires focusout, the link stays active
    fireEvent.focusOut(link);
    expect(link).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Каталог' })).not.toBeInTheDocument();
    expect(link).toHaveFocus();

    await userEvent.tab();
    expect(await screen.findByRole('button', { name: 'Каталог' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Поиск по товарам' })).toHaveFocus();
  });

  it('becomes a disclosure button that mounts the parcel into its panel only while open', async () => {
    const { log, button } = await renderWithParcel();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    expect(log).toEqual([]);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(await screen.findByRole('navigation', { name: 'Каталог товаров' })).toBeInTheDocument();
    expect(log).toEqual(['mount']);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(log).toEqual(['mount', 'unmount']));
    expect(screen.queryByRole('navigation', { name: 'Каталог товаров' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { log, button } = await renderWithParcel();
    await userEvent.click(button);
    const link = await screen.findByRole('link', { name: 'Лекарства' });
    await waitFor(() => expect(link).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await waitFor(() => expect(log).toEqual(['mount', 'unmount']));
  });

  it('closes when the parcel reports that a link was followed, and on a click outside', async () => {
    const { button } = await renderWithParcel();
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('link', { name: 'Лекарства' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await screen.findByRole('link', { name: 'Лекарства' });
    await userEvent.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the whole catalogue from the panel, closing it when followed', async () => {
    const { button } = await renderWithParcel();
    await userEvent.click(button);
    const all = screen.getByRole('link', { name: 'Весь каталог' });
    expect(all).toHaveAttribute('href', '/catalog');
    await userEvent.click(all);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
