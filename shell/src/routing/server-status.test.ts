import type * as RouteTable from './route-table';

function loadWith(status: string | null, pathname: string) {
  document.head.innerHTML = status === null ? '' : `<meta name="page-status" content="${status}" />`;
  window.history.replaceState(null, '', pathname);
  let routeTable: typeof RouteTable | undefined;
  jest.isolateModules(() => {
    routeTable = jest.requireActual<typeof RouteTable>('./route-table');
  });
  return routeTable!;
}

describe('the status the server answered the first page with', () => {
  it('shows the 404 page, and no remote, on an address the server did not find', () => {
    const { pageOwner, isActive } = loadWith('404', '/no-such-page-123');
    expect(pageOwner('/no-such-page-123')).toBeNull();
    expect(isActive('content')(new URL('http://shop/no-such-page-123'))).toBe(false);
  });

  it('gives the address back to its remote once the shopper moves on', () => {
    const { pageOwner } = loadWith('404', '/no-such-page-123');
    expect(pageOwner('/catalog')).toBe('catalog');
    expect(pageOwner('/')).toBe('content');
  });

  it('leaves every address to the route table when the server found the page', () => {
    const { pageOwner } = loadWith(null, '/moskva-14');
    expect(pageOwner('/moskva-14')).toBe('content');
  });
});
