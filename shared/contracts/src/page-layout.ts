/**
 * The page's layout as the remotes may rely on it. The shell keeps this CSS custom property on the document at
 * the height, in pixels, of what its header covers at the top of the window (0 where the header scrolls away with
 * the page): a remote's sticky bar sits at `top: var(--apteka-sticky-top, 0px)` to stay just below it.
 */
export const STICKY_TOP_PROPERTY = '--apteka-sticky-top';
export const stickyTop = `var(${STICKY_TOP_PROPERTY}, 0px)`;

/**
 * Below 1024 px the shell's bottom navigation takes this much of the window's foot (above the safe area of phones
 * with a home indicator); a remote's bar fixed at the bottom sits at `bottom: aboveBottomNav`.
 */
export const BOTTOM_NAV_HEIGHT = 60;

/**
 * While a first visit's question stands at the foot of the window (the cookie notice, the city), the shell keeps
 * this property at how far it reaches above the bottom navigation, safe area included, so a remote's bar fixed at
 * the bottom stands above it rather than under it.
 */
export const BOTTOM_NOTICES_PROPERTY = '--apteka-bottom-notices';
export const aboveBottomNav = `calc(${BOTTOM_NAV_HEIGHT}px + max(var(${BOTTOM_NOTICES_PROPERTY}, 0px), env(safe-area-inset-bottom, 0px)))`;
