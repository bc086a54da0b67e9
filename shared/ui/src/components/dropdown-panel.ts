import type { Theme } from '@emotion/react';

/**
 * A panel that drops down under its control (the header's catalogue menu, the search's suggestions): right below
 * it, its full width, above the page, scrolling within 70 % of the window. The control's box is `position:
 * relative`; each panel adds its own edge and shadow.
 */
export const dropdownPanel = (theme: Theme) => ({
  position: 'absolute' as const,
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 50,
  maxHeight: '70vh',
  overflowY: 'auto' as const,
  background: theme.colors.background,
});
