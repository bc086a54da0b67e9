import { VIEWPORT_WIDTHS, type AppFlags, type Viewport } from '@apteka/contracts';
import { appSlice } from '../store/app-slice';
import { deviceFlagsFor } from '../store/device-slice';
import type { RootState } from '../store/make-store';

/** The shell root's ids (React's useId): the same in the server's render and the browser's hydration. */
export const SHELL_IDENTIFIER_PREFIX = 'shell-';

/**
 * What the shell's store starts with before its first render, alike on the server and in the browser: the
 * device flags of the viewport the page is drawn for (the real ones follow once the page runs), and the
 * first visit's questions as the shopper's cookies answer them.
 */
export function shellPreloadedState(viewport: Viewport, firstVisit: Partial<AppFlags>): Partial<RootState> {
  return {
    app: { ...appSlice.getInitialState(), ...firstVisit },
    device: deviceFlagsFor(VIEWPORT_WIDTHS[viewport], viewport === 'phone'),
  };
}
