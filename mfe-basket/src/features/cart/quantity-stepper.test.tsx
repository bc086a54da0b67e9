import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { holdPaintsInEachTest, renderWithTheme } from '@apteka/ui/testing';
import { QuantityStepper } from './quantity-stepper';

describe('QuantityStepper', () => {
  const { paint } = holdPaintsInEachTest();

  /** A basket that is busy while a change is on its way, and then either takes it or keeps its own number. */
  function Basket({ onChange }: { onChange: (quantity: number) => void }) {
    const [state, setState] = useState({ quantity: 2, busy: false });
    return (
      <>
        <QuantityStepper
          name="Аспирин"
          quantity={state.quantity}
          disabled={state.busy}
          onChange={(quantity) => {
            onChange(quantity);
            setState((now) => ({ ...now, busy: true }));
          }}
        />
        <button type="button" onClick={() => setState((now) => ({ quantity: now.quantity + 1, busy: false }))}>
          принять
        </button>
        <button type="button" onClick={() => setState((now) => ({ ...now, busy: false }))}>
          отказать
        </button>
      </>
    );
  }
  const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Количество' });
  const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

  it('shows the new number at once and hands it on only after that paint', () => {
    const onChange = jest.fn();
    renderWithTheme(<Basket onChange={onChange} />);
    tap('Увеличить количество');
    expect(input()).toHaveValue('3');
    expect(onChange).not.toHaveBeenCalled();
    paint();
    expect(onChange.mock.calls).toEqual([[3]]);
    expect(input()).toBeDisabled();
    tap('принять');
    expect(input()).toHaveValue('3');
    expect(input()).toBeEnabled();
  });

  it('takes the number back when the basket refuses the change', () => {
    const onChange = jest.fn();
    renderWithTheme(<Basket onChange={onChange} />);
    tap('Увеличить количество');
    paint();
    expect(input()).toHaveValue('3');
    tap('отказать');
    expect(input()).toHaveValue('2');
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
