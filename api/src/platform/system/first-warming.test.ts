import { firstWarming } from './first-warming';

/** Settles after every callback already queued, so a settled warming's `finally` has run. */
const afterCallbacks = () => new Promise((resolve) => setImmediate(resolve));

describe("an instance's first warming at its start", () => {
  it('is done once its drawings have ended, and not before it began', async () => {
    const warming = firstWarming();
    expect(warming.done()).toBe(false);
    expect(warming.hasBegun()).toBe(false);
    let end!: () => void;
    warming.began(new Promise<void>((resolve) => (end = resolve)));
    expect(warming.hasBegun()).toBe(true);
    await afterCallbacks();
    expect(warming.done()).toBe(false);
    end();
    await afterCallbacks();
    expect(warming.done()).toBe(true);
  });

  it('is waited for no longer than the bound: a machine short of CPU keeps the instance out no longer', () => {
    let time = 0;
    const warming = firstWarming({ maxWaitMs: 1000, now: () => time });
    time = 500;
    warming.began(new Promise(() => {}));
    time = 1499;
    expect(warming.done()).toBe(false);
    time = 1500;
    expect(warming.done()).toBe(true);
  });

  it('stays done through a later warming (a move), which does not count', async () => {
    const warming = firstWarming();
    warming.began(Promise.resolve());
    await afterCallbacks();
    warming.began(new Promise(() => {}));
    expect(warming.done()).toBe(true);
  });

  it('counts a warming that failed as ended', async () => {
    const warming = firstWarming();
    warming.began(Promise.reject(new Error('the likeliest pages could not be read')));
    await afterCallbacks();
    expect(warming.done()).toBe(true);
  });
});
