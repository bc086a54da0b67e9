import { createContext } from 'react';
import type { Viewport } from '@apteka/contracts';

/** The viewport a server render draws for; unset in the browser, where the page's `<html data-viewport>` says it. */
export const ServerViewportContext = createContext<Viewport | null>(null);
