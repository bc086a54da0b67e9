import { act, renderHook } from '@testing-library/react';
import { holdPaintsInEachTest } from '../testing/held-frames';
import { useChoiceShownAtOnce } from './use-choice-shown-at-once';

/** A change on its way that the test settles when it likes. */
function pending() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return {
    promise,
    resolve: () => act(async () => resolve()),
    reject: () => act(async () => reject(new Error('отказ'))),
  };
}

describe('useChoiceShownAtOnce', () => {
  const { paint } = holdPaintsInEachTest();

  function renderChoice(onChange: (next: string) => unknown, value = 'самовывоз') {
    return renderHook(
      (props: { value: string; onChange: (next: string) => unknown }) =>
        useChoiceShownAtOnce(props.value, props.onChange),
      { initialProps: { value, onChange } },
    );
  }

  it('shows a choice at once and hands it on only after that paint', () => {
    const onChange = jest.fn();
    const { result } = renderChoice(onChange);
    act(() => result.current.choose('курьер'));
    expect(result.current.shown).toBe('курьер');
    expect(onChange).not.toHaveBeenCalled();
    paint();
    expect(onChange.mock.calls).toEqual([['курьер']]);
  });

  it('falls back to the value at the hand-on when the change returns no promise', () => {
    const { result, rerender } = renderChoice(() => undefined);
    act(() => result.current.choose('курьер'));
    paint();
    expect(result.current.shown).toBe('самовывоз');
    rerender({ value: 'курьер', onChange: () => undefined });
    expect(result.current.shown).toBe('курьер');
  });

  it('hands on only the last of quick choices', () => {
    const onChange = jest.fn();
    const { result } = renderChoice(onChange);
    act(() => result.current.choose('курьер'));
    act(() => result.current.choose('почта'));
    expect(result.current.shown).toBe('почта');
    paint();
    expect(onChange.mock.calls).toEqual([['почта']]);
  });

  it('hands on nothing when the choices come back to the latest value', () => {
    const onChange = jest.fn();
    const { result, rerender } = renderChoice(onChange);
    act(() => result.current.choose('курьер'));
    act(() => result.current.choose('самовывоз'));
    paint();
    expect(onChange).not.toHaveBeenCalled();
    expect(result.current.shown).toBe('самовывоз');
    // the value has come round to the choice before the paint: nothing is left to hand on
    act(() => result.current.choose('курьер'));
    rerender({ value: 'курьер', onChange });
    paint();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('hands the choice to the latest onChange', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderChoice(first);
    act(() => result.current.choose('курьер'));
    rerender({ value: 'самовывоз', onChange: second });
    paint();
    expect(first).not.toHaveBeenCalled();
    expect(second.mock.calls).toEqual([['курьер']]);
  });

  it('still hands on a choice made just before the component goes', () => {
    const onChange = jest.fn();
    const { result, unmount } = renderChoice(onChange);
    act(() => result.current.choose('курьер'));
    unmount();
    paint();
    expect(onChange.mock.calls).toEqual([['курьер']]);
  });

  it('keeps the choice shown until the promise of its change is fulfilled, then shows the value', async () => {
    const change = pending();
    const { result, rerender } = renderChoice(() => change.promise);
    act(() => result.current.choose('курьер'));
    paint();
    expect(result.current.shown).toBe('курьер');
    await change.resolve();
    expect(result.current.shown).toBe('самовывоз');
    rerender({ value: 'курьер', onChange: () => change.promise });
    expect(result.current.shown).toBe('курьер');
  });

  it('takes a refused change back when its promise is rejected', async () => {
    const change = pending();
    const { result } = renderChoice(() => change.promise);
    act(() => result.current.choose('курьер'));
    paint();
    expect(result.current.shown).toBe('курьер');
    await change.reject();
    expect(result.current.shown).toBe('самовывоз');
  });

  it('does not let an older change that settles reset a newer choice', async () => {
    const older = pending();
    const newer = pending();
    const onChange = jest.fn().mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    const { result } = renderChoice(onChange);
    act(() => result.current.choose('курьер'));
    paint();
    act(() => result.current.choose('почта'));
    await older.resolve();
    expect(result.current.shown).toBe('почта');
    paint();
    expect(onChange.mock.calls).toEqual([['курьер'], ['почта']]);
    expect(result.current.shown).toBe('почта');
    await newer.resolve();
    expect(result.current.shown).toBe('самовывоз');
  });
});
