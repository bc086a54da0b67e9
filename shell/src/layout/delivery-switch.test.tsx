import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { DeliveryMode } from '@apteka/contracts';
import { holdPaintsInEachTest, renderWithTheme } from '@apteka/ui/testing';
import { DeliverySwitch } from './delivery-switch';

describe('DeliverySwitch', () => {
  const { paint } = holdPaintsInEachTest();

  function Switch({ accept, onChange }: { accept: boolean; onChange: (mode: DeliveryMode) => void }) {
    const [mode, setMode] = useState<DeliveryMode>('pickup');
    return (
      <DeliverySwitch
        mode={mode}
        courierAvailable
        onChange={(next) => {
          onChange(next);
          if (accept) setMode(next);
        }}
      />
    );
  }

  it('shows the choice at once and hands it on only after that paint', () => {
    const onChange = jest.fn();
    renderWithTheme(<Switch accept onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Доставка' }));
    expect(screen.getByRole('radio', { name: 'Доставка' })).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
    paint();
    expect(onChange).toHaveBeenCalledWith('courier');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'Доставка' })).toBeChecked();
  });

  it('shows the mode it is given again when the choice is not taken', () => {
    const onChange = jest.fn();
    renderWithTheme(<Switch accept={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Доставка' }));
    expect(screen.getByRole('radio', { name: 'Доставка' })).toBeChecked();
    paint();
    expect(onChange).toHaveBeenCalledWith('courier');
    expect(screen.getByRole('radio', { name: 'В аптеке' })).toBeChecked();
  });

  it('hands on only the last of quick choices, and nothing when they come back to where it stands', () => {
    const onChange = jest.fn();
    renderWithTheme(<Switch accept onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Доставка' }));
    fireEvent.click(screen.getByRole('radio', { name: 'В аптеке' }));
    paint();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'В аптеке' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Доставка' }));
    fireEvent.click(screen.getByRole('radio', { name: 'В аптеке' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Доставка' }));
    paint();
    expect(onChange.mock.calls).toEqual([['courier']]);
  });

  it('still hands on a choice made just before the switch goes away', () => {
    const onChange = jest.fn();
    const { unmount } = renderWithTheme(<Switch accept onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Доставка' }));
    unmount();
    paint();
    expect(onChange).toHaveBeenCalledWith('courier');
  });
});
