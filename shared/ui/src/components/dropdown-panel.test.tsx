import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { getTheme } from '../theme/themes';
import { dropdownPanel } from './dropdown-panel';

describe('a panel that drops down under its control', () => {
  it('lies right under the control, its full width, above the page, and scrolls within 70 % of the window', () => {
    const theme = getTheme('samson');
    render(
      <ThemeProvider theme={theme}>
        <div css={{ position: 'relative' }}>
          <button type="button">Каталог</button>
          <div data-testid="panel" css={dropdownPanel} />
        </div>
      </ThemeProvider>,
    );
    const style = getComputedStyle(screen.getByTestId('panel'));
    expect(style.position).toBe('absolute');
    expect([style.top, style.left, style.right]).toEqual(['100%', '0px', '0px']);
    expect(Number(style.zIndex)).toBeGreaterThan(0);
    expect(style.maxHeight).toBe('70vh');
    expect(style.overflowY).toBe('auto');
  });
});
