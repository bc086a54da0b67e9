import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import type { Brand } from '@apteka/contracts';
import { getTheme } from '../theme/themes';

/** Renders inside a brand theme, as the shell and every remote do. */
export function renderWithTheme(
  ui: ReactElement,
  { brand = 'samson', ...options }: RenderOptions & { brand?: Brand } = {},
) {
  return render(ui, {
    wrapper: ({ children }) => <ThemeProvider theme={getTheme(brand)}>{children}</ThemeProvider>,
    ...options,
  });
}
export { holdFrames, holdPaintsInEachTest } from './held-frames';
