import { startTransition, useEffect, useId, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import type { Facets } from '@apteka/contracts';
import { Button, focusRing, whenIdle } from '@apteka/ui';
import { hasFilters, withoutFilters, type ListFilter, type ListingState } from './listing-params';

const groupCss = (theme: Theme) => ({
  border: 'none',
  borderTop: `1px solid ${theme.colors.border}`,
  margin: 0,
  padding: '12px 0',
});
const legendCss = { fontWeight: 600, padding: 0, marginBottom: 8 } as const;
const optionCss = (theme: Theme) => ({
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  minHeight: 32,
  cursor: 'pointer',
  input: { width: 18, height: 18, ...focusRing(theme) },
});
const countCss = (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: 14 });

const LISTS: {
  key: ListFilter;
  facet: keyof Pick<Facets, 'brands' | 'manufacturers' | 'countries' | 'forms' | 'substances'>;
  legend: string;
}[] = [
  { key: 'brand', facet: 'brands', legend: 'Бренд' },
  { key: 'manufacturer', facet: 'manufacturers', legend: 'Производитель' },
  { key: 'country', facet: 'countries', legend: 'Страна' },
  { key: 'form', facet: 'forms', legend: 'Форма выпуска' },
  { key: 'substance', facet: 'substances', legend: 'Действующее вещество' },
];

const SHOWN = 8;
/** The lists of a phone sheet's first screen (after availability, prescription and price): the brands. */
const FIRST_SCREEN_LISTS = 1;
/** The longest the sheet's other lists wait for an idle moment, on a page that is never idle. */
const REST_OF_SHEET_LATEST_MS = 1_000;

function CheckboxGroup({
  legend,
  values,
  selected,
  onToggle,
}: {
  legend: string;
  values: Facets['brands'];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  const [all, setAll] = useState(false);
  // selected values stay visible even when they are beyond the first few
  const shown = all ? values : values.filter((v, i) => i < SHOWN || selected.includes(v.value));
  if (values.length === 0) return null;
  return (
    // the lists below the first screen of the phone's sheet are laid out when scrolled near, not in the tap that
    // opens it; each keeps its last size meanwhile (eight options and the «Показать все» button at first)
    <fieldset
      css={(theme: Theme) => ({ ...groupCss(theme), contentVisibility: 'auto', containIntrinsicSize: 'auto 340px' })}
    >
      <legend css={legendCss}>{legend}</legend>
      {shown.map((v) => (
        <label key={v.value} css={optionCss}>
          <input type="checkbox" checked={selected.includes(v.value)} onChange={() => onToggle(v.value)} />
          <span>{v.label}</span>
          <span css={countCss}>({v.count})</span>
        </label>
      ))}
      {values.length > SHOWN && (
        <Button variant="link" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? 'Свернуть' : `Показать все (${values.length})`}
        </Button>
      )}
    </fieldset>
  );
}

function PriceRange({
  state,
  bounds,
  onApply,
}: {
  state: ListingState;
  bounds: Facets['price'];
  onApply: (from: number | null, to: number | null) => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(state.priceFrom?.toString() ?? '');
  const [to, setTo] = useState(state.priceTo?.toString() ?? '');
  useEffect(() => {
    setFrom(state.priceFrom?.toString() ?? '');
    setTo(state.priceTo?.toString() ?? '');
  }, [state.priceFrom, state.priceTo]);
  const parse = (value: string) => (/^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(parse(from), parse(to));
  };
  const inputCss = (theme: Theme) => ({
    width: '100%',
    boxSizing: 'border-box' as const,
    padding: 8,
    fontSize: 16,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius,
    ...focusRing(theme),
  });
  return (
    <form onSubmit={submit} aria-label="Цена" css={groupCss}>
      <p css={{ ...legendCss, margin: '0 0 8px' }} id={`${id}-price`}>
        Цена, ₽
      </p>
      <div css={{ display: 'flex', gap: 8 }}>
        <label css={{ flex: 1, minWidth: 0 }}>
          от
          <input
            inputMode="numeric"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            placeholder={bounds.min === null ? '' : String(Math.floor(bounds.min / 100))}
            css={inputCss}
          />
        </label>
        <label css={{ flex: 1, minWidth: 0 }}>
          до
          <input
            inputMode="numeric"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder={bounds.max === null ? '' : String(Math.ceil(bounds.max / 100))}
            css={inputCss}
          />
        </label>
      </div>
      <Button type="submit" variant="secondary" css={{ marginTop: 8 }}>
        Применить цену
      </Button>
    </form>
  );
}

/** The filter panel: every group shows the facet counts of the current result. */
export function Filters({
  state,
  facets,
  onChange,
  inSheet = false,
}: {
  state: ListingState;
  facets: Facets;
  onChange: (next: ListingState) => void;
  /** in the phone's sheet the sheet names it and offers «Сбросить» itself */
  inSheet?: boolean;
}) {
  // the column and the phone's sheet may both be in the page: each has its own radio group
  const rxName = useId();
  // The phone's sheet draws its first screen in a commit of its own (at the tap that opens it, or hidden ahead), and
  // the lists below it at the next idle moment, in a transition: neither the tap nor a step ahead waits for five lists
  // of options.
  const [allLists, setAllLists] = useState(!inSheet);
  useEffect(() => {
    if (allLists) return undefined;
    return whenIdle(() => startTransition(() => setAllLists(true)), { timeout: REST_OF_SHEET_LATEST_MS });
  }, [allLists]);
  const change = (patch: Partial<ListingState>) => onChange({ ...state, ...patch, page: 1 });
  const toggle = (key: ListFilter, value: string) =>
    change({ [key]: state[key].includes(value) ? state[key].filter((v) => v !== value) : [...state[key], value] });

  return (
    <section aria-label="Фильтры" css={{ fontSize: 15 }}>
      {!inSheet && <h2 css={{ fontSize: 20, margin: '0 0 8px' }}>Фильтры</h2>}
      {!inSheet && hasFilters(state) && (
        <Button
          variant="secondary"
          onClick={() => onChange(withoutFilters(state))}
          css={{ marginBottom: 8, width: '100%' }}
        >
          Сбросить фильтры
        </Button>
      )}
      <fieldset css={groupCss}>
        <legend css={legendCss}>Наличие</legend>
        <label css={optionCss}>
          <input type="checkbox" checked={state.inStock} onChange={() => change({ inStock: !state.inStock })} />
          <span>В наличии в моём регионе</span>
          <span css={countCss}>({facets.inStock})</span>
        </label>
      </fieldset>
      <fieldset css={groupCss}>
        <legend css={legendCss}>Отпуск</legend>
        {(
          [
            [null, 'Все товары', null],
            ['otc', 'Без рецепта', facets.prescription.otc],
            ['rx', 'По рецепту', facets.prescription.rx],
          ] as const
        ).map(([value, label, count]) => (
          <label key={label} css={optionCss}>
            <input type="radio" name={rxName} checked={state.rx === value} onChange={() => change({ rx: value })} />
            <span>{label}</span>
            {count !== null && <span css={countCss}>({count})</span>}
          </label>
        ))}
      </fieldset>
      <PriceRange
        state={state}
        bounds={facets.price}
        onApply={(priceFrom, priceTo) => change({ priceFrom, priceTo })}
      />
      {(allLists ? LISTS : LISTS.slice(0, FIRST_SCREEN_LISTS)).map(({ key, facet, legend }) => (
        <CheckboxGroup
          key={key}
          legend={legend}
          values={facets[facet]}
          selected={state[key]}
          onToggle={(value) => toggle(key, value)}
        />
      ))}
    </section>
  );
}
