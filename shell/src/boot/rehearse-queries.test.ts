import { rehearseQueries } from './rehearse-queries';

describe('the rehearsal of a query', () => {
  it('runs one query to its answer with nothing sent over the network', async () => {
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    const before = window.fetch;
    const fetch = jest.fn();
    window.fetch = fetch;
    await expect(rehearseQueries()).resolves.toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    open.mockRestore();
    window.fetch = before;
  });
});
