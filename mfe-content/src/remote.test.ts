import { routeMismatches } from '@apteka/ui/remote';
import { remote } from './remote';
import * as app from './app';
import * as server from './server';

describe('the content remote', () => {
  it('draws exactly the routes ROUTE_TABLE gives it', () => {
    expect(remote.name).toBe('content');
    expect(routeMismatches(remote)).toEqual([]);
  });

  it('hands the shell its lifecycles and the page server its render, as every remote does', () => {
    expect(Object.keys(app).sort()).toEqual(['bootstrap', 'mount', 'unmount']);
    expect(Object.values(app).every((lifecycle) => typeof lifecycle === 'function')).toBe(true);
    expect(typeof server.render).toBe('function');
  });
});
