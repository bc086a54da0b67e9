import { BREAKPOINTS } from '@apteka/contracts';

/** A screen size named in `BREAKPOINTS`: smallMobile 576, tablet 768, desktop 1024, wide 1280. */
export type Breakpoint = keyof typeof BREAKPOINTS;

// A screen below a breakpoint ends just under it, so `below` and `from` of one breakpoint never both match (a zoomed
// window can be 575.5 px wide) and never both miss.
const under = (breakpoint: Breakpoint) => BREAKPOINTS[breakpoint] - 0.02;

/**
 * Width conditions built from `BREAKPOINTS`, for `useMediaQuery` and a `<source media>`:
 * `widthQuery.from('desktop')` is `(min-width: 1024px)`.
 */
export const widthQuery = {
  /** screens at least as wide as the breakpoint */
  from: (breakpoint: Breakpoint) => `(min-width: ${BREAKPOINTS[breakpoint]}px)`,
  /** screens narrower than the breakpoint */
  below: (breakpoint: Breakpoint) => `(max-width: ${under(breakpoint)}px)`,
  /** screens from the first breakpoint up to, not including, the second */
  between: (from: Breakpoint, below: Breakpoint) =>
    `(min-width: ${BREAKPOINTS[from]}px) and (max-width: ${under(below)}px)`,
} as const;

/**
 * The same conditions as keys of an Emotion style object: `{ [media.below('smallMobile')]: { display: 'none' } }`.
 * Layout that depends on the screen belongs here rather than in a component's branch: the server's page then lays
 * out right whatever screen it guessed.
 */
export const media = {
  from: (breakpoint: Breakpoint) => `@media ${widthQuery.from(breakpoint)}`,
  below: (breakpoint: Breakpoint) => `@media ${widthQuery.below(breakpoint)}`,
  between: (from: Breakpoint, below: Breakpoint) => `@media ${widthQuery.between(from, below)}`,
} as const;
