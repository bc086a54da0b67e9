import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False until the browser has had a quiet moment after this component arrived, then true: for work that readies
 * what a later tap will show (a sheet drawn hidden), done when it takes nothing from the page's start or a tap.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    return whenIdle(() => startTransition(() => setIdle(true)));
  }, [idle]);
  return idle;
}
