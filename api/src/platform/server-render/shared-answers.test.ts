import { SharedAnswers, type SharedAnswer } from './shared-answers';

const ok = (body: unknown): SharedAnswer => ({ status: 200, body, kept: true });

function asker(answers: SharedAnswer[]) {
  const asked: string[] = [];
  return {
    asked,
    ask: (key: string) => () => {
      asked.push(key);
      return Promise.resolve(answers[asked.length - 1] ?? ok(asked.length));
    },
  };
}

describe('answers shared between first views drawn alike', () => {
  test('an answer is asked once while it lives, then asked again', async () => {
    let now = 0;
    const shared = new SharedAnswers(1000, 10, () => now);
    const { asked, ask } = asker([ok('first'), ok('second')]);
    expect(await shared.get('/cart/', ask('/cart/'))).toEqual(ok('first'));
    now = 999;
    expect(await shared.get('/cart/', ask('/cart/'))).toEqual(ok('first'));
    now = 1000;
    expect(await shared.get('/cart/', ask('/cart/'))).toEqual(ok('second'));
    expect(asked).toEqual(['/cart/', '/cart/']);
  });

  test('a drawing asking while the request is under way waits for it, and the asking is started at once', async () => {
    const shared = new SharedAnswers(1000, 10);
    let settle: (answer: SharedAnswer) => void = () => undefined;
    let asks = 0;
    const ask = () => {
      asks++;
      return new Promise<SharedAnswer>((resolve) => (settle = resolve));
    };
    const first = shared.get('/products/a', ask);
    expect(asks).toBe(1);
    const second = shared.get('/products/a', ask);
    settle(ok('a'));
    expect(await Promise.all([first, second])).toEqual([ok('a'), ok('a')]);
    expect(asks).toBe(1);
  });

  test('only 200s are shared: a refusal or a failure is asked again', async () => {
    const shared = new SharedAnswers(1000, 10);
    const refused = { status: 503, body: null, kept: false };
    expect(await shared.get('/customer/', () => Promise.resolve(refused))).toEqual(refused);
    await expect(shared.get('/layout/location', () => Promise.reject(new Error('away')))).rejects.toThrow('away');
    const { asked, ask } = asker([]);
    await shared.get('/customer/', ask('/customer/'));
    await shared.get('/layout/location', ask('/layout/location'));
    expect(asked).toEqual(['/customer/', '/layout/location']);
  });

  test('clear forgets every answer: what a change made stale is never drawn with', async () => {
    const shared = new SharedAnswers(1000, 10);
    const { asked, ask } = asker([]);
    await shared.get('/products/a', ask('/products/a'));
    shared.clear();
    expect(await shared.get('/products/a', ask('/products/a'))).toEqual(ok(2));
    expect(asked).toHaveLength(2);
  });

  test('the oldest answers go beyond the bound, and with no time to live nothing is shared', async () => {
    const bounded = new SharedAnswers(1000, 2);
    const { asked, ask } = asker([]);
    for (const key of ['a', 'b', 'c', 'a']) await bounded.get(key, ask(key));
    expect(asked).toEqual(['a', 'b', 'c', 'a']);

    const off = new SharedAnswers(0, 10);
    const none = asker([]);
    await off.get('a', none.ask('a'));
    await off.get('a', none.ask('a'));
    expect(none.asked).toEqual(['a', 'a']);
  });
});
