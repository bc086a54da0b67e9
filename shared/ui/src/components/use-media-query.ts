import { useEffect, useState } from 'react';
import { BREAKPOINTS } from '@apteka/contracts';

/** Screens narrower than the first breakpoint (576 px): the device flag isSmallMobile. */
export const SMALL_MOBILE_QUERY = `(max-width: ${BREAKPOINTS.smallMobile - 0.02}px)`;

const matches = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether a media query matches now, following changes live (rotation, window resizing). */
export function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setValue(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return value;
}
