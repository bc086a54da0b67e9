import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Theme } from '@emotion/react';
import { effectivePrice, type Suggestion } from '@apteka/contracts';
import {
  dropdownPanel,
  formatPrice,
  focusRing,
  plural,
  searchFieldButton,
  searchFieldInput,
  visuallyHidden,
} from '@apteka/ui';
import { useClearSearchHistoryMutation, useGetSuggestionsQuery } from '../../api';
import { useLocationKey } from '@apteka/bus';
import { track } from '@apteka/analytics';
import { useFocusWhenShown } from './use-focus-when-shown';
import { searchedAgain, showsResultsFor } from './searched-again';

const GROUPS: { kind: Suggestion['kind']; title: string }[] = [
  { kind: 'history', title: 'Вы искали' },
  { kind: 'product', title: 'Товары' },
  { kind: 'category', title: 'Категории' },
  { kind: 'brand', title: 'Бренды' },
  { kind: 'substance', title: 'Действующие вещества' },
];

const SUGGESTION_PLURAL = ['подсказка', 'подсказки', 'подсказок'] as const;
const DEBOUNCE_MS = 200;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface SearchBoxProps {
  /** goes to a path of the store (a suggestion's href or the search results) */
  onNavigate: (href: string) => void;
  /** the query the box starts with */
  initialQuery?: string;
  /** takes the focus once shown (the shopper was typing into the field the box replaces) */
  focusWhenShown?: boolean;
}

/**
 * The header search: an ARIA 1.2 combobox (input + grouped listbox) with suggestions and the shopper's
 * search history. Focus stays in the input; the active option is announced through aria-activedescendant.
 */
export function SearchBox({ onNavigate, initialQuery = '', focusWhenShown = false }: SearchBoxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [value, setValue] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusWhenShown(inputRef, focusWhenShown);
  const q = useDebounced(value.trim(), DEBOUNCE_MS);
  const locationKey = useLocationKey();
  const { currentData } = useGetSuggestionsQuery({ q, ...locationKey }, { skip: !open });
  const [clearHistory] = useClearSearchHistoryMutation();

  const suggestions = useMemo(() => currentData?.suggestions ?? [], [currentData]);
  const groups = GROUPS.map((group) => ({ ...group, items: suggestions.filter((s) => s.kind === group.kind) })).filter(
    (g) => g.items.length > 0,
  );
  const ordered = groups.flatMap((g) => g.items);
  const expanded = open && ordered.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => setActive(-1), [currentData]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (href: string) => {
    close();
    onNavigate(href);
  };

  // A suggestion leading to the results page is counted there; one leading to a product or a category is the
  // shopper's search too, counted here with what was typed.
  const choose = (suggestion: Suggestion) => {
    if (!/^\/(catalog\/)?search\?/.test(suggestion.href))
      track('search', { search_term: value.trim() || suggestion.text, results_count: ordered.length });
    go(suggestion.href);
  };

  const search = () => {
    const query = value.trim();
    if (!query) return;
    const again = showsResultsFor(query);
    const address = window.location.href;
    go(`/search?q=${encodeURIComponent(query)}`);
    if (!again) return;
    // single-spa sends nobody to the address they are at; the new search still gets a history entry of its own
    if (window.location.href === address) window.history.pushState(null, '', address);
    searchedAgain();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (ordered.length > 0) setActive((current) => (current + 1) % ordered.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (ordered.length > 0) setActive((current) => (current <= 0 ? ordered.length - 1 : current - 1));
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        break;
      case 'Enter': {
        const chosen = expanded && active >= 0 ? ordered[active] : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        }
        break;
      }
      default:
        break;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };

  // closing when focus leaves the whole widget (not when it moves to the 'Очистить' button)
  const onBlur = () => {
    setTimeout(() => {
      if (rootRef.current && !rootRef.current.contains(document.activeElement)) close();
    }, 0);
  };

  const announcement =
    !open || !currentData
      ? ''
      : ordered.length === 0
        ? q
          ? 'Подсказок нет'
          : ''
        : `${ordered.length} ${plural(ordered.length, SUGGESTION_PLURAL)}. Выбирайте стрелками вверх и вниз.`;

  let index = -1;
  return (
    <div ref={rootRef} onBlur={onBlur} css={{ position: 'relative', flex: '1 1 240px', minWidth: 0 }}>
      <form role="search" onSubmit={submit} css={{ display: 'flex' }}>
        <label htmlFor={`${id}-input`} css={visuallyHidden}>
          Поиск по товарам
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          name="q"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={value}
          placeholder="Поиск лекарств и товаров"
          autoComplete="off"
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          css={searchFieldInput}
        />
        <button type="submit" css={searchFieldButton}>
          Найти
        </button>
      </form>
      <div role="status" aria-live="polite" css={visuallyHidden}>
        {announcement}
      </div>
      <div
        hidden={!expanded}
        css={(theme: Theme) => ({
          ...dropdownPanel(theme),
          marginTop: 4,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          boxShadow: '0 4px 16px rgba(0,0,0,.15)',
        })}
      >
        <div role="listbox" id={listboxId} aria-label="Подсказки поиска">
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`}>
              <div
                role="presentation"
                id={`${id}-${group.kind}`}
                css={(theme: Theme) => ({
                  padding: '8px 12px 4px',
                  fontSize: 13,
                  fontWeight: 600,
                  color: theme.colors.textMuted,
                })}
              >
                {group.title}
              </div>
              {group.items.map((item) => {
                index += 1;
                const mine = index;
                const selected = mine === active;
                return (
                  <div
                    key={`${item.kind}-${item.href}-${item.text}`}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={selected}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(item)}
                    onMouseEnter={() => setActive(mine)}
                    css={(theme: Theme) => ({
                      display: 'flex',
                      gap: 8,
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      padding: '8px 12px',
                      cursor: 'pointer',
                      background: selected ? theme.colors.surface : 'transparent',
                      outline: selected ? `2px solid ${theme.colors.focus}` : 'none',
                      outlineOffset: -2,
                    })}
                  >
                    <span>{item.text}</span>
                    {item.price && (
                      <span css={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                        {formatPrice(effectivePrice(item.price))}
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {groups.some((g) => g.kind === 'history') && (
          <div
            css={(theme: Theme) => ({
              borderTop: `1px solid ${theme.colors.border}`,
              padding: '4px 12px',
              textAlign: 'right',
            })}
          >
            <button
              type="button"
              onClick={() => {
                void clearHistory();
                inputRef.current?.focus();
              }}
              css={(theme: Theme) => ({
                background: 'none',
                border: 'none',
                font: 'inherit',
                color: theme.colors.primary,
                textDecoration: 'underline',
                cursor: 'pointer',
                minHeight: 36,
                ...focusRing(theme),
              })}
            >
              Очистить историю
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
