import { useEffect, useId, useState } from 'react';
import type { Theme } from '@emotion/react';
import type { AddressSuggestion } from '@apteka/contracts';
import { focusRing } from '@apteka/ui';
import { useSuggestAddressQuery } from '../../api';

export interface AddressInputProps {
  regionId: number;
  value: string;
  onChange: (value: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
}

const DEBOUNCE_MS = 250;

/** The address field with suggestions (ARIA combobox: arrows move, Enter picks, Escape closes). */
export function AddressInput({ regionId, value, onChange, onPick }: AddressInputProps) {
  const id = useId();
  const [debounced, setDebounced] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const { data, isError } = useSuggestAddressQuery({ q: debounced, regionId }, { skip: debounced.length < 2 || !open });
  const suggestions = data && data.query === debounced ? data.suggestions : [];
  const expanded = open && suggestions.length > 0;

  const pick = (suggestion: AddressSuggestion) => {
    onPick(suggestion);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div css={{ position: 'relative' }}>
      <label htmlFor={`${id}-input`} css={{ display: 'block', marginBottom: 4 }}>
        Улица и дом
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (!expanded) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((i) => Math.min(suggestions.length - 1, i + 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => Math.max(0, i - 1));
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            pick(suggestions[active]!);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
        css={(theme: Theme) => ({
          width: '100%',
          boxSizing: 'border-box',
          padding: '10px 12px',
          fontSize: 16,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          ...focusRing(theme),
        })}
      />
      {isError && open && <p css={{ margin: '4px 0 0' }}>Подсказки недоступны — введите адрес полностью.</p>}
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Подсказки адресов"
        hidden={!expanded}
        css={(theme: Theme) => ({
          position: 'absolute',
          zIndex: 20,
          left: 0,
          right: 0,
          margin: 0,
          padding: 0,
          listStyle: 'none',
          background: theme.colors.background,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          boxShadow: '0 4px 12px rgba(0,0,0,0.15)',
        })}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.value}-${index}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            css={(theme: Theme) => ({
              padding: '10px 12px',
              cursor: 'pointer',
              background: index === active ? theme.colors.surface : undefined,
            })}
          >
            {suggestion.value}
          </li>
        ))}
      </ul>
    </div>
  );
}
