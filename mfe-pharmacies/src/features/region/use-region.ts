import { useBusState } from '@apteka/bus';
import type { RegionSummary } from '@apteka/contracts';
import { useGetCurrentRegionQuery } from '../../api';

/**
 * The shopper's region: the bus's (the shell owns it), or GET /regions/current while the bus has none yet.
 * Follows the bus: when the shell sets another region, this returns it.
 */
export function useRegion() {
  const busRegion = useBusState('region');
  const fallback = useGetCurrentRegionQuery(undefined, { skip: busRegion !== null });
  const region: RegionSummary | null = busRegion ?? fallback.data ?? null;
  return {
    region,
    isLoading: busRegion === null && fallback.isLoading,
    error: busRegion === null ? fallback.error : undefined,
    refetch: fallback.refetch,
  };
}
