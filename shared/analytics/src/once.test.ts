import { firstTime } from './once';
import { clickedOwnAdvert, markOwnAdvertClick } from './own-adverts';

describe('once per order', () => {
  it('says true the first time an id is seen and false after', () => {
    sessionStorage.clear();
    expect(firstTime('online_payment', '42', sessionStorage)).toBe(true);
    expect(firstTime('online_payment', '42', sessionStorage)).toBe(false);
    expect(firstTime('online_payment', '43', sessionStorage)).toBe(true);
    expect(firstTime('purchase', '42', sessionStorage)).toBe(true);
  });

  it('keeps the last 50 ids only', () => {
    sessionStorage.clear();
    for (let id = 0; id < 51; id += 1) firstTime('purchase', String(id), sessionStorage);
    expect(firstTime('purchase', '50', sessionStorage)).toBe(false);
    expect(firstTime('purchase', '0', sessionStorage)).toBe(true);
  });

  it('remembers the own advert clicked last in the session', () => {
    sessionStorage.clear();
    expect(clickedOwnAdvert()).toBeNull();
    markOwnAdvertClick('Весенние скидки');
    expect(clickedOwnAdvert()).toBe('Весенние скидки');
  });
});
