import { act, fireEvent, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { holdPaintsInEachTest, renderWithTheme } from '@apteka/ui/testing';
import { QuantityStepper } from './quantity-stepper';

describe('QuantityStepper', () => {
  const { paint } = holdPaintsInEachTest();

  /**
   * A basket that is busy while a change is on its way, and then either takes it or keeps its own number; the promise
   * the stepper was given settles with that answer, as the basket page's does. Another line's change makes it busy too.
   */
  function Basket({ onChange }: { onChange: (quantity: number) => void }) {
    const [state, setState] = useState({ quantity: 2, busy: false });
    const sent = useRef<{ quantity: number; settle: () => void }>({ quantity: 2, settle: () => undefined });
    const answer = (take: boolean) => {
      setState((now) => ({ quantity: take ? sent.current.quantity : now.quantity, busy: false }));
      sent.current.settle();
    };
    return (
      <>
        <QuantityStepper
          name="Аспирин"
          quantity={state.quantity}
          disabled={state.busy}
          onChange={(quantity) => {
            onChange(quantity);
            setState((now) => ({ ...now, busy: true }));
            return new Promise<void>((settle) => (sent.current = { quantity, settle }));
          }}
        />
        <button type="button" onClick={() => answer(true)}>
          принять
        </button>
        <button type="button" onClick={() => answer(false)}>
          отказать
        </button>
        <button type="button" onClick={() => setState((now) => ({ ...now, busy: !now.busy }))}>
          другая строка
        </button>
      </>
    );
  }
  const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Количество' });
  const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
  /** taps, and lets the promise of the change that answers settle */
  const tapAndSettle = (name: string) => act(async () => tap(name));

  it('shows the new number at once and hands it on only after that paint', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Basket onChange={onChange} />);
    tap('Увеличить количество');
    expect(input()).toHaveValue('3');
    expect(onChange).not.toHaveBeenCalled();
    paint();
    expect(onChange.mock.calls).toEqual([[3]]);
    expect(input()).toBeDisabled();
    await tapAndSettle('принять');
    expect(input()).toHaveValue('3');
    expect(input()).toBeEnabled();
  });

  it('takes the number back once the change it sent has settled and the basket has refused it', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Basket onChange={onChange} />);
    tap('Увеличить количество');
    paint();
    expect(input()).toHaveValue('3');
    await tapAndSettle('отказать');
    expect(input()).toHaveValue('2');
  });

  it('keeps a typed, unsent number when another line’s change settles', () => {
    const onChange = jest.fn();
    renderWithTheme(<Basket onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '5' } });
    tap('другая строка');
    expect(input()).toBeDisabled();
    tap('другая строка');
    expect(input()).toBeEnabled();
    expect(input()).toHaveValue('5');
    fireEvent.keyDown(input(), { key: 'Enter' });
    paint();
    expect(onChange.mock.calls).toEqual([[5]]);
  });

  it('adds up quick taps and hands on only the last, and nothing when they come back to the basket’s number', () => {
    const onChange = jest.fn();
    renderWithTheme(<Basket onChange={onChange} />);
    tap('Увеличить количество');
    tap('Уменьшить количество');
    expect(input()).toHaveValue('2');
    paint();
    expect(onChange).not.toHaveBeenCalled();
    tap('Увеличить количество');
    tap('Увеличить количество');
    expect(input()).toHaveValue('4');
    paint();
    expect(onChange.mock.calls).toEqual([[4]]);
  });

  it('sends a typed whole number on Enter, and puts back one it cannot take', () => {
    const onChange = jest.fn();
    renderWithTheme(<Basket onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '0' } });
    fireEvent.blur(input());
    expect(input()).toHaveValue('2');
    fireEvent.change(input(), { target: { value: '7а' } });
    expect(input()).toHaveValue('7');
    fireEvent.keyDown(input(), { key: 'Enter' });
    paint();
    expect(onChange.mock.calls).toEqual([[7]]);
  });

  it('cannot go below one unit or above the most a line may hold', () => {
    renderWithTheme(<QuantityStepper name="Аспирин" quantity={1} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
    fireEvent.change(input(), { target: { value: '99' } });
    fireEvent.blur(input());
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
  });
});
