import type { Theme } from '@emotion/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AlphabetNames } from '@apteka/contracts';
import { focusRing } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { ProductCount } from '../categories/category-list';
import { nameHref, type DirectoryInfo } from './directories';

const link = (theme: Theme) => ({
  color: theme.colors.primary,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  ...focusRing(theme),
});

/** The names under a letter as links to their products, each with the region's product count. */
export function NameList({
  directory,
  letter,
  names,
}: {
  directory: DirectoryInfo;
  letter: string;
  names: AlphabetNames['names'];
}) {
  const regionPath = useRegionPath();
  return (
    <ul
      aria-label={`Названия на букву ${letter}`}
      css={{ listStyle: 'none', padding: 0, margin: 0, columnWidth: 260, columnGap: 24 }}
    >
      {names.map((name) => (
        <li key={name.slug} css={{ breakInside: 'avoid', margin: '0 0 10px' }}>
          <RouterLink to={regionPath(nameHref(directory, letter, name.slug))} css={link}>
            {name.label}
          </RouterLink>
          <ProductCount count={name.count} />
        </li>
      ))}
    </ul>
  );
}
