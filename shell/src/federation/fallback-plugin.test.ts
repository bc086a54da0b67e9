import fallbackPlugin, { isRemoteLoadFailure } from './fallback-plugin';

describe('fallback runtime plugin', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('turns a failed load of a remote module into a failure marker', () => {
    const hook = fallbackPlugin().errorLoadRemote!;
    const result = hook({
      id: 'catalog/app',
      error: new Error('Failed to fetch'),
      lifecycle: 'onLoad',
      from: 'runtime',
    } as never);
    expect(isRemoteLoadFailure(result)).toBe(true);
    expect(result).toMatchObject({ id: 'catalog/app', message: 'Failed to fetch' });
  });

  it('lets earlier lifecycles fail through to the final onLoad handling', () => {
    const hook = fallbackPlugin().errorLoadRemote!;
    expect(
      hook({ id: 'catalog/app', error: new Error('x'), lifecycle: 'afterResolve', from: 'runtime' } as never),
    ).toBeUndefined();
  });
});
