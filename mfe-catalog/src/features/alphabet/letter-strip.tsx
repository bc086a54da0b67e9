import type { Theme } from '@emotion/react';
import { Link as RouterLink } from 'react-router-dom';
import { focusRing, VisuallyHidden } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { CYRILLIC_LETTERS, DIGITS_LETTER, LATIN_LETTERS } from '@apteka/contracts';
import { letterHref, RARE, type DirectoryInfo } from './directories';

const cell = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 40,
  padding: '0 6px',
  borderRadius: theme.radius,
  fontWeight: 600,
});

const link = (theme: Theme) => ({
  ...cell(theme),
  color: theme.colors.primary,
  border: `1px solid ${theme.colors.border}`,
  textDecoration: 'none',
  '&:hover': { borderColor: theme.colors.primary },
  '&[aria-current="page"]': {
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    borderColor: theme.colors.primary,
  },
  ...focusRing(theme),
});

const absent = (theme: Theme) => ({
  ...cell(theme),
  color: theme.colors.textMuted,
  border: `1px dashed ${theme.colors.border}`,
});

function Row({
  letters,
  available,
  current,
  directory,
  label,
}: {
  letters: string[];
  available: Map<string, number>;
  current: string | null;
  directory: DirectoryInfo;
  label: string;
}) {
  const regionPath = useRegionPath();
  return (
    <ul
      aria-label={label}
      css={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', padding: 0, margin: '0 0 8px' }}
    >
      {letters.map((letter) => {
        const count = available.get(letter);
        return (
          <li key={letter}>
            {count ? (
              <RouterLink
                to={regionPath(letterHref(directory, letter))}
                aria-current={letter === current ? 'page' : undefined}
                css={link}
              >
                {letter}
              </RouterLink>
            ) : (
              <span aria-disabled="true" css={absent}>
                {letter}
                <VisuallyHidden> — нет названий</VisuallyHidden>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The letters of a directory: Cyrillic, Latin and (when some name starts with one) digits. A letter with names in
 * the shopper's region is a link; the others are shown dimmed and cannot be chosen.
 */
export function LetterStrip({
  directory,
  letters,
  current,
}: {
  directory: DirectoryInfo;
  letters: Array<{ letter: string; count: number }>;
  current: string | null;
}) {
  const available = new Map(letters.map(({ letter, count }) => [letter, count]));
  const hasLatin = LATIN_LETTERS.some((letter) => available.has(letter));
  return (
    <nav aria-label="Буквы алфавита" css={{ margin: '0 0 24px' }}>
      <Row
        letters={CYRILLIC_LETTERS.filter((letter) => !RARE.includes(letter) || available.has(letter))}
        available={available}
        current={current}
        directory={directory}
        label="Русский алфавит"
      />
      {hasLatin && (
        <Row
          letters={LATIN_LETTERS}
          available={available}
          current={current}
          directory={directory}
          label="Латинский алфавит"
        />
      )}
      {available.has(DIGITS_LETTER) && (
        <Row letters={[DIGITS_LETTER]} available={available} current={current} directory={directory} label="Цифры" />
      )}
    </nav>
  );
}
