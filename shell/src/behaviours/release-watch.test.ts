import { watchReleases } from './release-watch';

describe('watching for new releases from an open tab', () => {
  let clock = 0;
  const now = () => clock;
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('checks again when the tab regains focus, at most once a minute', async () => {
    const check = jest.fn().mockResolvedValue(undefined);
    const stop = watchReleases(check, { now });

    window.dispatchEvent(new Event('focus'));
    expect(check).not.toHaveBeenCalled();

    clock += 61_000;
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(check).toHaveBeenCalledTimes(1);

    clock += 30_000;
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);

    clock += 31_000;
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });

  it('checks every five minutes while the tab stays in view, and not while it is hidden', () => {
    jest.useFakeTimers();
    try {
      const check = jest.fn().mockResolvedValue(undefined);
      const stop = watchReleases(check, { now });
      clock += 5 * 60_000;
      jest.advanceTimersByTime(5 * 60_000);
      expect(check).toHaveBeenCalledTimes(1);

      const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      clock += 5 * 60_000;
      jest.advanceTimersByTime(5 * 60_000);
      expect(check).toHaveBeenCalledTimes(1);
      visibility.mockRestore();
      stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the page as it is when a check fails, and stops when told', async () => {
    const check = jest.fn().mockRejectedValue(new Error('offline'));
    const stop = watchReleases(check, { now });
    clock += 61_000;
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(check).toHaveBeenCalledTimes(1);

    stop();
    clock += 61_000;
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
  });
});
