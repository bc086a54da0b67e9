/**
 * Calls `flush` each time the page is hidden or left: the moment a visit's figures are final and a beacon still goes
 * out.
 */
export function onPageHidden(flush: () => void): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
