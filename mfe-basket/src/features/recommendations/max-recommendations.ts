/** At most this many suggestions: the popup stays small enough to read at a glance. */
export const MAX_RECOMMENDATIONS = 4;
