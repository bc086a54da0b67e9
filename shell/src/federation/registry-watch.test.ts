import type { RemoteRegistry } from '@apteka/contracts';
import { watchRegistry } from './registry-watch';

const registry = (current: string) =>
  ({
    allowOverrides: false,
    remotes: { catalog: { current, versions: { [current]: `/remotes/catalog/${current}/mf-manifest.json` } } },
  }) as unknown as RemoteRegistry;

describe('watching the registry from an open tab', () => {
  let clock = 0;
  const now = () => clock;
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('reads it again when the tab regains focus, at most once a minute', async () => {
    const read = jest.fn().mockResolvedValue(registry('1.1.0'));
    const seen: RemoteRegistry[] = [];
    const stop = watchRegistry((next) => seen.push(next), { read, now });

    window.dispatchEvent(new Event('focus'));
    expect(read).not.toHaveBeenCalled();

    clock += 61_000;
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(read).toHaveBeenCalledTimes(1);
    expect(seen.map((next) => next.remotes.catalog.current)).toEqual(['1.1.0']);

    clock += 30_000;
    window.dispatchEvent(new Event('focus'));
    expect(read).toHaveBeenCalledTimes(1);

    clock += 31_000;
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(read).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps the page as it is when the registry cannot be read, and stops when told', async () => {
    const read = jest.fn().mockRejectedValue(new Error('offline'));
    const onRegistry = jest.fn();
    const stop = watchRegistry(onRegistry, { read, now });
    clock += 61_000;
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(read).toHaveBeenCalledTimes(1);
    expect(onRegistry).not.toHaveBeenCalled();

    stop();
    clock += 61_000;
    window.dispatchEvent(new Event('focus'));
    expect(read).toHaveBeenCalledTimes(1);
  });
});
