import { ANALYTICS_CLIENT_ID_KEY, CUSTOM_CLIENT_ID_KEY, customClientId, watchLostUser } from './lost-user';

describe('the lost-user metric', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  const watch = (width = 390) => {
    const send = jest.fn().mockResolvedValue(undefined);
    watchLostUser({ storage: localStorage, session: sessionStorage, send, width: () => width });
    return send;
  };

  it('is sent 10 s after start when the counter stored no client id, with a new saved id and the device type', () => {
    const send = watch(390);
    jest.advanceTimersByTime(9_999);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    const id = localStorage.getItem(CUSTOM_CLIENT_ID_KEY);
    expect(id).toMatch(/^\d{13}[1-9]\d{2}$/);
    expect(send).toHaveBeenCalledWith({ clientId: id, deviceType: 'Смартфоны' });
  });

  it('names tablets and computers by the width of the screen', () => {
    const tablet = watch(800);
    jest.advanceTimersByTime(10_000);
    expect(tablet).toHaveBeenCalledWith(expect.objectContaining({ deviceType: 'Планшеты' }));
    sessionStorage.clear();
    const computer = watch(1440);
    jest.advanceTimersByTime(10_000);
    expect(computer).toHaveBeenCalledWith(expect.objectContaining({ deviceType: 'ПК' }));
  });

  it('is not sent when the counter has its client id, and only once per browser session', () => {
    localStorage.setItem(ANALYTICS_CLIENT_ID_KEY, '1700000000123456789');
    const counted = watch();
    jest.advanceTimersByTime(10_000);
    expect(counted).not.toHaveBeenCalled();

    localStorage.clear();
    const first = watch();
    jest.advanceTimersByTime(10_000);
    const again = watch();
    jest.advanceTimersByTime(10_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(again).not.toHaveBeenCalled();
  });

  it('keeps a stored custom id, and builds a new one from the time and a number 100–999', () => {
    localStorage.setItem(CUSTOM_CLIENT_ID_KEY, '1795600000000555');
    expect(customClientId(localStorage)).toBe('1795600000000555');
    localStorage.clear();
    expect(customClientId(localStorage, 1795600000000, 0)).toBe('1795600000000100');
    localStorage.clear();
    expect(customClientId(localStorage, 1795600000000, 0.9999)).toBe('1795600000000999');
  });
});
