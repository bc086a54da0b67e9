/**
 * The page's layout as the remotes may rely on it. The shell keeps this CSS custom property on the document at
 * the height, in pixels, of what its header covers at the top of the window (0 where the header scrolls away with
 * the page): a remote's sticky bar sits at `top: var(--apteka-sticky-top, 0px)` to stay just below it.
 */
export const STICKY_TOP_PROPERTY = '--apteka-sticky-top';
export const stickyTop = `var(${STICKY_TOP_PROPERTY}, 0px)`;
