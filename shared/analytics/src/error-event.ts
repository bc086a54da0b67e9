import { track } from './data-layer';

export const NO_ERROR_TEXT = 'текст ошибки недоступен';
export const NO_FIELD = 'не выбран';

/** Reports an error shown to the shopper; a missing text or field gets the agreed fallback. */
export function trackError(text: string | null | undefined, field?: string | null, path = currentPath()): void {
  track('error', {
    error_text: text?.trim() || NO_ERROR_TEXT,
    error_field: field?.trim() || NO_FIELD,
    page_path: path,
  });
}

function currentPath(): string {
  return typeof location === 'undefined' ? '' : location.pathname;
}
