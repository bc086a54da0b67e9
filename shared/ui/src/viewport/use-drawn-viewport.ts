import { useContext } from 'react';
import type { Viewport } from '@apteka/contracts';
import { pageViewport } from './assumed-viewport';
import { ServerViewportContext } from './viewport-context';

/**
 * The screen the page's markup was drawn for: the server's guess, the same on the server, at hydration and for as
 * long as the document lives. Not where things stand (CSS media queries decide that) but the order the markup
 * comes in, so a browser painting the page while it still reads it paints the parts in their final places.
 */
export function useDrawnViewport(): Viewport {
  return useContext(ServerViewportContext) ?? pageViewport();
}
