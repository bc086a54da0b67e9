const CLICKED_KEY = 'apteka:analytics:own-ad';

/** An own-advert click marks the advert's name in session storage, so a later add to basket can be credited to it. */
export function markOwnAdvertClick(name: string, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(CLICKED_KEY, name);
  } catch {
    // storage refused: the add to basket goes uncredited
  }
}

/** The advert last clicked in this browser session, if any. */
export function clickedOwnAdvert(storage: Storage | undefined = globalThis.sessionStorage): string | null {
  try {
    return storage?.getItem(CLICKED_KEY) ?? null;
  } catch {
    return null;
  }
}
