import type { Theme } from '@emotion/react';
import type { DeliveryMode } from '@apteka/contracts';
import { useChoiceShownAtOnce } from '@apteka/ui';

export interface DeliverySwitchProps {
  mode: DeliveryMode;
  courierAvailable: boolean;
  onChange: (mode: DeliveryMode) => void;
  /** the radio group's name: the wide header and the phone's sheet each have their own group */
  name?: string;
}

const OPTIONS: Array<{ mode: DeliveryMode; label: string }> = [
  { mode: 'pickup', label: 'В аптеке' },
  { mode: 'courier', label: 'Доставка' },
];

/**
 * Pickup or courier, as a radio group: courier is not offered where the region has none. A choice is shown at once
 * and handed on after that paint: what follows from it (the location, every price and stock on the page, the
 * server's answer) is far more work than a tap can hold and still feel instant.
 */
export function DeliverySwitch({ mode, courierAvailable, onChange, name = 'delivery-mode' }: DeliverySwitchProps) {
  const { shown, choose } = useChoiceShownAtOnce(mode, onChange);
  return (
    <fieldset css={{ border: 'none', margin: 0, padding: 0, display: 'inline-flex', gap: 0 }}>
      <legend css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Способ получения
      </legend>
      {OPTIONS.map((option) => {
        const disabled = option.mode === 'courier' && !courierAvailable;
        const checked = option.mode === shown;
        return (
          <label
            key={option.mode}
            title={disabled ? 'В этом городе доставки нет' : undefined}
            css={(theme: Theme) => ({
              padding: '8px 14px',
              minHeight: 40,
              display: 'inline-flex',
              alignItems: 'center',
              border: `1px solid ${theme.colors.primary}`,
              background: checked ? theme.colors.primary : theme.colors.background,
              color: checked ? theme.colors.onPrimary : disabled ? theme.colors.textMuted : theme.colors.primary,
              cursor: disabled ? 'not-allowed' : 'pointer',
              '&:first-of-type': { borderRadius: `${theme.radius} 0 0 ${theme.radius}` },
              '&:last-of-type': { borderRadius: `0 ${theme.radius} ${theme.radius} 0` },
              '&:focus-within': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
            })}
          >
            <input
              type="radio"
              name={name}
              value={option.mode}
              checked={checked}
              disabled={disabled}
              onChange={() => choose(option.mode)}
              css={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
            />
            {option.label}
          </label>
        );
      })}
    </fieldset>
  );
}
