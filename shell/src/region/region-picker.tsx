import { useMemo, useState } from 'react';
import type { Theme } from '@emotion/react';
import type { Region } from '@apteka/contracts';
import { Dialog, ErrorNotice, Spinner, focusRing } from '@apteka/ui';
import { useRegionsQuery } from '../store/shell-api';

export interface RegionPickerProps {
  currentRegionId: number | null;
  onSelect: (region: Region) => void;
  onClose: () => void;
  /** a full-screen sheet on small phones */
  sheet?: boolean;
  error?: string | null;
}

const normalize = (text: string) => text.toLowerCase().replace(/ё/g, 'е').trim();

/** The city list in the API's order (main cities first), disabled cities shown but not selectable. */
export function RegionPicker({ currentRegionId, onSelect, onClose, sheet = false, error = null }: RegionPickerProps) {
  const { data: regions, isLoading, isError, refetch } = useRegionsQuery();
  const [query, setQuery] = useState('');
  const visible = useMemo(
    () => (regions ?? []).filter((r) => normalize(r.name).includes(normalize(query))),
    [regions, query],
  );

  return (
    <Dialog title="Выберите город" onClose={onClose} variant={sheet ? 'sheet' : 'popup'}>
      <label css={{ display: 'block', marginBottom: 12 }}>
        <span css={{ display: 'block', marginBottom: 4 }}>Поиск города</span>
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
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
      </label>
      {error && <ErrorNotice message={error} />}
      {isLoading && <Spinner label="Загружаем список городов" />}
      {isError && <ErrorNotice message="Не удалось загрузить список городов." onRetry={refetch} />}
      {regions && visible.length === 0 && <p>Город не найден. Проверьте название.</p>}
      {visible.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, columns: sheet ? 1 : 2 }} aria-label="Города">
          {visible.map((region) => (
            <li key={region.id} css={{ breakInside: 'avoid' }}>
              <button
                type="button"
                disabled={region.disabled}
                aria-current={region.id === currentRegionId ? 'true' : undefined}
                onClick={() => onSelect(region)}
                css={(theme: Theme) => ({
                  width: '100%',
                  textAlign: 'left',
                  padding: '10px 8px',
                  minHeight: 44,
                  font: 'inherit',
                  fontSize: 16,
                  background: 'none',
                  border: 'none',
                  borderRadius: theme.radius,
                  cursor: region.disabled ? 'not-allowed' : 'pointer',
                  color: region.disabled ? theme.colors.textMuted : theme.colors.text,
                  fontWeight: region.id === currentRegionId ? 700 : 400,
                  '&:hover:not(:disabled)': { background: theme.colors.surface },
                  ...focusRing(theme),
                })}
              >
                {region.name}
                {region.disabled && <span css={{ display: 'block', fontSize: 14 }}>Временно недоступен</span>}
                {!region.disabled && !region.hasCourierDelivery && (
                  <span css={{ display: 'block', fontSize: 14 }}>Только самовывоз</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
