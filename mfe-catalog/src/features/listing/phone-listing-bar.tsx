import { memo, useCallback, useId, useState, type ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { stickyTop, type Facets, type ProductSort } from '@apteka/contracts';
import {
  Button,
  Dialog,
  focusRing,
  media,
  plural,
  PLURALS,
  useMediaQuery,
  useStepsAhead,
  widthQuery,
} from '@apteka/ui';
import { Filters } from './filters';
import { LIST_FILTERS, withoutFilters, type ListingState } from './listing-params';

/** Below the desktop breakpoint the filters and the sort live in sheets behind a sticky bar, so the goods come first. */
export const desktopOnly = { [media.below('desktop')]: { display: 'none' } } as const;
const phoneAndTabletOnly = { [media.from('desktop')]: { display: 'none' } } as const;
const phone = media.below('smallMobile');

export interface Chip {
  key: string;
  label: string;
  without: ListingState;
}

const FACET_OF = {
  brand: 'brands',
  manufacturer: 'manufacturers',
  country: 'countries',
  form: 'forms',
  substance: 'substances',
} as const;

/** The chosen filters, each with the listing as it is without it. */
export function chosenFilters(state: ListingState, facets: Facets): Chip[] {
  const chips: Chip[] = [];
  const base = { ...state, page: 1 };
  for (const key of LIST_FILTERS) {
    for (const value of state[key]) {
      const label = facets[FACET_OF[key]].find((option) => option.value === value)?.label ?? value;
      chips.push({ key: `${key}:${value}`, label, without: { ...base, [key]: state[key].filter((v) => v !== value) } });
    }
  }
  if (state.priceFrom !== null || state.priceTo !== null) {
    const range = [
      state.priceFrom !== null ? `от ${state.priceFrom}` : '',
      state.priceTo !== null ? `до ${state.priceTo}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    chips.push({ key: 'price', label: `Цена ${range} ₽`, without: { ...base, priceFrom: null, priceTo: null } });
  }
  if (state.inStock) chips.push({ key: 'inStock', label: 'В наличии', without: { ...base, inStock: false } });
  if (state.rx)
    chips.push({ key: 'rx', label: state.rx === 'rx' ? 'По рецепту' : 'Без рецепта', without: { ...base, rx: null } });
  return chips;
}

const barButton = (theme: Theme) => ({
  flex: 1,
  minHeight: 44,
  // a phone's row holds the count as well: each button as wide as its word, 8 px apart
  [phone]: { flex: 'none', minHeight: 40, padding: '0 12px', fontSize: 15 },
  font: 'inherit',
  fontWeight: 600,
  border: `1px solid ${theme.colors.primary}`,
  borderRadius: theme.radius,
  background: theme.colors.background,
  color: theme.colors.primary,
  cursor: 'pointer',
  ...focusRing(theme),
});

interface SheetProps {
  state: ListingState;
  total: number;
  onChange: (next: ListingState) => void;
  onClose: () => void;
}

/** The filter sheet's content, with «Показать N товаров» and «Сбросить» at its foot. */
const FiltersSheetContent = memo(function FiltersSheetContent({
  state,
  total,
  facets,
  chosen,
  onChange,
  onClose,
}: SheetProps & { facets: Facets; chosen: number }) {
  return (
    <>
      <Filters state={state} facets={facets} onChange={onChange} inSheet />
      <div
        css={(theme: Theme) => ({
          position: 'sticky',
          bottom: -24,
          display: 'flex',
          gap: 8,
          padding: '12px 0 24px',
          background: theme.colors.background,
        })}
      >
        <Button onClick={onClose} css={{ flex: 2 }}>
          Показать {total} {plural(total, PLURALS.product)}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onChange(withoutFilters(state))}
          disabled={chosen === 0}
          css={{ flex: 1 }}
        >
          Сбросить
        </Button>
      </div>
    </>
  );
});

/** The sorting sheet's content: the orders of the listing as radio buttons. */
const SortSheetContent = memo(function SortSheetContent({
  state,
  total,
  sorts,
  sortLabels,
  onChange,
  onClose,
}: SheetProps & { sorts: ProductSort[]; sortLabels: Record<ProductSort, string> }) {
  const sortName = useId();
  const current = state.sort ?? sorts[0];
  return (
    <>
      <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
        <legend css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          Сортировка
        </legend>
        {sorts.map((sort) => (
          <label
            key={sort}
            css={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 48, fontSize: 17, cursor: 'pointer' }}
          >
            <input
              type="radio"
              name={sortName}
              checked={current === sort}
              onChange={() => onChange({ ...state, sort: sort === sorts[0] ? null : sort, page: 1 })}
              css={{ width: 20, height: 20 }}
            />
            {sortLabels[sort]}
          </label>
        ))}
      </fieldset>
      <Button onClick={onClose} css={{ width: '100%', marginTop: 16 }}>
        Показать {total} {plural(total, PLURALS.product)}
      </Button>
    </>
  );
});

/**
 * The listing's row of controls: the count and what wider screens choose with (`tools`), and on phones and tablets
 * «Фильтры» and «Сортировка», in one row that stays at the top while the shopper scrolls, each opening a
 * full-screen sheet; the chosen filters as chips that remove one at a time. The wrapper makes no box of its own
 * (`display: contents`): the row's sticky area is then the whole product column, not the wrapper.
 */
export function PhoneListingBar({
  state,
  total,
  sorts,
  sortLabels,
  facets,
  onChange,
  tools,
}: {
  state: ListingState;
  total: number;
  sorts: ProductSort[];
  sortLabels: Record<ProductSort, string>;
  facets: Facets;
  onChange: (next: ListingState) => void;
  /** the count and the wider screens' controls, at the start of the row */
  tools: ReactNode;
}) {
  const [sheet, setSheet] = useState<'filters' | 'sort' | null>(null);
  const close = useCallback(() => setSheet(null), []);
  // where the bar is shown: the sorting sheet, then the filter sheet (whose other lists follow on their own)
  const stepsAhead = useStepsAhead(2);
  const barShown = useMediaQuery(widthQuery.below('desktop'));
  const sortPrepared = barShown && stepsAhead >= 1;
  const filtersPrepared = barShown && stepsAhead >= 2;
  const chips = chosenFilters(state, facets);
  return (
    <div data-testid="phone-listing-bar" css={{ display: 'contents' }}>
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          alignItems: 'center',
          justifyContent: 'space-between',
          margin: '0 0 16px',
          [media.below('desktop')]: {
            position: 'sticky',
            // just below the shell's header where it stays at the top of a phone's window
            top: stickyTop,
            zIndex: 5,
            gap: 8,
            margin: 0,
            padding: '8px 0',
            background: theme.colors.background,
          },
          [phone]: { flexWrap: 'nowrap', padding: '4px 0' },
        })}
      >
        {tools}
        <div css={[{ display: 'flex', gap: 8, flex: '1 1 240px' }, phoneAndTabletOnly, { [phone]: { flex: 'none' } }]}>
          <button type="button" aria-haspopup="dialog" onClick={() => setSheet('filters')} css={barButton}>
            Фильтры{chips.length > 0 ? ` · ${chips.length}` : ''}
          </button>
          <button type="button" aria-haspopup="dialog" onClick={() => setSheet('sort')} css={barButton}>
            Сортировка
          </button>
        </div>
      </div>
      {chips.length > 0 && (
        <ul
          aria-label="Выбранные фильтры"
          css={[
            { display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: '4px 0 12px' },
            phoneAndTabletOnly,
            // a phone keeps them to one row that scrolls sideways, however many are chosen
            { [phone]: { flexWrap: 'nowrap', overflowX: 'auto', margin: '0 0 8px', '& > li': { flex: 'none' } } },
          ]}
        >
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                aria-label={`Убрать фильтр: ${chip.label}`}
                onClick={() => onChange(chip.without)}
                css={(theme: Theme) => ({
                  minHeight: 44,
                  padding: '0 12px',
                  font: 'inherit',
                  fontSize: 14,
                  border: `1px solid ${theme.colors.border}`,
                  borderRadius: 22,
                  background: theme.colors.surface,
                  color: theme.colors.text,
                  cursor: 'pointer',
                  ...focusRing(theme),
                })}
              >
                {chip.label} <span aria-hidden="true">✕</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Where the bar is shown, both sheets are drawn and laid out ahead, hidden, once the page is quiet, one per
          idle period: the tap that opens one only shows it (its focus and history entry come with it) instead of
          building it first */}
      {(filtersPrepared || sheet === 'filters') && (
        <Dialog title="Фильтры" variant="sheet" open={sheet === 'filters'} onClose={close}>
          <FiltersSheetContent
            state={state}
            total={total}
            facets={facets}
            chosen={chips.length}
            onChange={onChange}
            onClose={close}
          />
        </Dialog>
      )}
      {(sortPrepared || sheet === 'sort') && (
        <Dialog title="Сортировка" variant="sheet" open={sheet === 'sort'} onClose={close}>
          <SortSheetContent
            state={state}
            total={total}
            sorts={sorts}
            sortLabels={sortLabels}
            onChange={onChange}
            onClose={close}
          />
        </Dialog>
      )}
    </div>
  );
}
