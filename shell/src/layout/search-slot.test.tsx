import { screen, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { Header } from './header';
import { headerProps } from '../testing/header-props';
import { mockApi, renderShell } from '../testing/render-shell';
import { REGIONS } from '../testing/fixtures';
import { provideRemoteLoader } from '../federation/exposed-modules';

const props = headerProps();

/** A parcel that renders a marker into the element it is given, as the catalog's search box does. */
const fakeParcel = (mounted: string[]): ParcelConfig<{ domElement: HTMLElement; brand: string }> => ({
  bootstrap: async () => undefined,
  mount: async ({ domElement, brand }) => {
    mounted.push(brand);
    domElement.innerHTML = '<input role="combobox" aria-label="Поиск из каталога">';
  },
  unmount: async ({ domElement }) => {
    domElement.innerHTML = '';
  },
});

describe('header search slot', () => {
  beforeEach(() =>
    mockApi(({ url }) => (url === '/regions/' ? { status: 200, data: REGIONS } : { status: 404, data: {} })),
  );
  afterEach(() => provideRemoteLoader(null));

  it('mounts the catalog search-box parcel with the brand and drops the plain form', async () => {
    const mounted: string[] = [];
    const load = jest.fn().mockResolvedValue(fakeParcel(mounted));
    provideRemoteLoader({ load });
    renderShell(<Header {...props} />);
    expect(await screen.findByRole('combobox', { name: 'Поиск из каталога' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog', 'search-box');
    expect(mounted).toEqual(['samson']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Найти' })).not.toBeInTheDocument());
  });

  it('keeps the plain search form when the parcel cannot load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValue(new Error('remote catalog is unavailable'));
    provideRemoteLoader({ load });
    renderShell(<Header {...props} />);
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Поиск по товарам' })).toBeInTheDocument();
    expect(screen.getByTestId('search-parcel')).toBeEmptyDOMElement();
  });
});
