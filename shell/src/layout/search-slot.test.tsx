import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfig } from 'single-spa';
import type { SearchBoxParcelProps } from '@apteka/contracts';
import { Header } from './header';
import { searchPageQuery } from './search-slot';
import { headerProps } from '../testing/header-props';
import { mockApi, renderShell } from '../testing/render-shell';
import { REGIONS } from '../testing/fixtures';
import { provideRemoteLoader } from '../federation/exposed-modules';

const props = headerProps();

type Mounted = SearchBoxParcelProps & { brand: string };

/** A parcel that draws a combobox starting with the query it is given and takes the focus when asked, as the catalog's does. */
const fakeParcel = (
  mounted: Mounted[],
): ParcelConfig<SearchBoxParcelProps & { domElement: HTMLElement; brand: string }> => ({
  bootstrap: async () => undefined,
  mount: async ({ domElement, brand, query, focus }) => {
    mounted.push({ brand, query, focus });
    domElement.innerHTML = '<input role="combobox" aria-label="Поиск из каталога">';
    const input = domElement.querySelector('input')!;
    input.value = query ?? '';
    if (focus) input.focus();
  },
  unmount: async ({ domElement }) => {
    domElement.innerHTML = '';
  },
});

/** The catalog's box as React draws it: its own root, the text in its state (shown beside it), the focus not taken. */
function ParcelBox({ query }: { query: string }) {
  const [value, setValue] = useState(query);
  return (
    <>
      <input role="combobox" aria-label="Поиск из каталога" value={value} onChange={(e) => setValue(e.target.value)} />
      <output data-testid="parcel-state">{value}</output>
    </>
  );
}

/** A React parcel whose first render waits for `draw()`: the shopper types on between its mount and its render. */
function heldBackParcel() {
  let root: Root | null = null;
  let draw: () => void = () => undefined;
  const drawn = new Promise<void>((resolve) => (draw = resolve));
  const config: ParcelConfig<SearchBoxParcelProps & { domElement: HTMLElement }> = {
    bootstrap: async () => undefined,
    mount: async ({ domElement, query }) => {
      await drawn;
      root = createRoot(domElement);
      root.render(<ParcelBox query={query ?? ''} />);
    },
    unmount: async () => act(() => root?.unmount()),
  };
  return { config: config as ParcelConfig, draw };
}

describe('header search slot', () => {
  beforeEach(() =>
    mockApi(({ url }) => (url === '/regions/' ? { status: 200, data: REGIONS } : { status: 404, data: {} })),
  );
  afterEach(() => provideRemoteLoader(null));

  it("loads nothing of the catalog until the shopper turns to the search: the shell's own form works meanwhile", async () => {
    const load = jest.fn().mockResolvedValue(fakeParcel([]));
    provideRemoteLoader({ load });
    jest.useFakeTimers();
    try {
      renderShell(<Header {...props} />);
      const field = screen.getByRole('searchbox', { name: 'Поиск по товарам' });
      expect(field.closest('form')).toHaveAttribute('action', '/search');
      // idle time comes and goes without a load (the catalogue menu beside it loads at idle time on a wide screen)
      await act(() => jest.advanceTimersByTimeAsync(10_000));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(load).toHaveBeenCalledWith('catalog', 'category-menu'));
    expect(load).not.toHaveBeenCalledWith('catalog', 'search-box');
  });

  it('mounts the catalog search-box parcel once the shopper types, handing over the text and the focus', async () => {
    const mounted: Mounted[] = [];
    let arrive: (parcel: ParcelConfig) => void = () => undefined;
    const load = jest.fn();
    load.mockImplementation((_remote: string, expose: string) =>
      expose === 'search-box' ? new Promise<ParcelConfig>((resolve) => (arrive = resolve)) : new Promise(() => {}),
    );
    provideRemoteLoader({ load });
    renderShell(<Header {...props} />);
    // the shopper types on while the parcel loads
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по товарам' }), 'нур');
    arrive(fakeParcel(mounted) as ParcelConfig);
    const box = await screen.findByRole('combobox', { name: 'Поиск из каталога' });
    expect(load).toHaveBeenCalledWith('catalog', 'search-box');
    expect(mounted).toEqual([{ brand: 'samson', query: 'нур', focus: true }]);
    expect(box).toHaveValue('нур');
    expect(box).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Найти' })).not.toBeInTheDocument());
  });

  it('hands over in one step: no keystroke lost, the caret kept, the focus never on the page, one field at a time', async () => {
    const parcel = heldBackParcel();
    const load = jest.fn();
    load.mockImplementation((_remote: string, expose: string) =>
      expose === 'search-box' ? Promise.resolve(parcel.config) : new Promise(() => {}),
    );
    provideRemoteLoader({ load });
    renderShell(<Header {...props} />);
    const lostFocus: string[] = [];
    document.addEventListener('focusout', (event) => {
      if (!(event.relatedTarget instanceof HTMLInputElement)) lostFocus.push((event.target as Element).outerHTML);
    });
    const plain = screen.getByRole('searchbox', { name: 'Поиск по товарам' });
    await userEvent.type(plain, 'аспи');
    await waitFor(() => expect(load).toHaveBeenCalledWith('catalog', 'search-box'));
    // the parcel is mounting with «аспи»; the shopper types on and moves the caret before its field is drawn
    await userEvent.keyboard('рин{ArrowLeft}{ArrowLeft}');
    expect(plain).toHaveValue('аспирин');
    act(() => parcel.draw());

    const box = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Поиск из каталога' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('аспирин');
    expect(screen.getByTestId('parcel-state')).toHaveTextContent('аспирин');
    expect([box.selectionStart, box.selectionEnd]).toEqual([5, 5]);
    expect(screen.queryByRole('searchbox', { name: 'Поиск по товарам' })).not.toBeInTheDocument();
    expect(lostFocus).toEqual([]);
    await userEvent.keyboard('!');
    expect(screen.getByTestId('parcel-state')).toHaveTextContent('аспир!ин');
  });

  it('loads the parcel when the pointer comes to the search, without taking the focus', async () => {
    const mounted: Mounted[] = [];
    provideRemoteLoader({ load: jest.fn().mockResolvedValue(fakeParcel(mounted)) });
    renderShell(<Header {...props} />);
    await userEvent.hover(screen.getByRole('search'));
    expect(await screen.findByRole('combobox', { name: 'Поиск из каталога' })).not.toHaveFocus();
    expect(mounted).toEqual([{ brand: 'samson', query: '', focus: false }]);
  });

  it('keeps the plain search form when the parcel cannot load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValue(new Error('remote catalog is unavailable'));
    provideRemoteLoader({ load });
    renderShell(<Header {...props} />);
    await userEvent.click(screen.getByRole('searchbox', { name: 'Поиск по товарам' }));
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Поиск по товарам' })).toHaveFocus();
    expect(screen.getByTestId('search-parcel')).toBeEmptyDOMElement();
  });
});

describe('searchPageQuery', () => {
  it("reads the results page's query, with or without a region segment", () => {
    expect(searchPageQuery('/search?q=%D0%BD%D1%83%D1%80&page=2')).toBe('нур');
    expect(searchPageQuery('/kazan-16/search?q=aspirin')).toBe('aspirin');
  });

  it('is empty on any other page', () => {
    expect(searchPageQuery('/catalog?q=aspirin')).toBe('');
    expect(searchPageQuery('/')).toBe('');
  });
});
