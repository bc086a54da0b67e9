import type { Theme } from '@emotion/react';
import { Link as RouterLink } from 'react-router-dom';
import { focusRing } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { DIRECTORIES } from './directories';

const LINKED = [
  DIRECTORIES.alphabet,
  DIRECTORIES.alphabet_brand,
  DIRECTORIES.alphabet_manufacturer,
  DIRECTORIES.alphabet_mnn,
];

/** Links to the alphabetical directories (the catalogue page shows them under the category tree). */
export function DirectoryLinks() {
  const regionPath = useRegionPath();
  return (
    <nav aria-labelledby="alphabet-directories" css={{ marginTop: 32 }}>
      <h2 id="alphabet-directories" css={{ fontSize: 22, margin: '0 0 12px' }}>
        Указатели по алфавиту
      </h2>
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px', listStyle: 'none', padding: 0, margin: 0 }}>
        {LINKED.map((directory) => (
          <li key={directory.path}>
            <RouterLink
              to={regionPath(directory.path)}
              css={(theme: Theme) => ({ color: theme.colors.primary, ...focusRing(theme) })}
            >
              {directory.title}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
