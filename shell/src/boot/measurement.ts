import { api } from '@apteka/api-client';
import { pageSampleRate, watchRealUserSpeed, type MeasuredPage } from '../behaviours/real-user-speed';
import { loadTagContainers } from '../behaviours/tag-containers';
import { LOST_USER_DELAY_MS, watchLostUser } from '../behaviours/lost-user';
import { onPageHidden } from '../behaviours/page-hidden';

export interface MeasurementOptions {
  /** the page as this browser loaded it; none for a remote a developer points at their own server */
  page: MeasuredPage | null;
  storage: Storage | null;
  session: Storage | null;
}

/** A sample of visits reports its speed (LCP, INP, CLS and TTFB) per page type and version, with one beacon. */
function measureSpeed(page: MeasuredPage | null, session: Storage | null) {
  if (!page || typeof navigator.sendBeacon !== 'function') return;
  watchRealUserSpeed({
    session,
    sampleRate: pageSampleRate(),
    page,
    loadVitals: () => import('web-vitals'),
    // a string goes as text/plain, which a beacon may carry without asking (a JSON blob is refused by browsers)
    send: (beacon) => navigator.sendBeacon('/api/rum', JSON.stringify(beacon)),
    onHidden: onPageHidden,
  }).then(
    // a measured page says so, for monitoring and the browser journeys (its metrics go out when it is hidden)
    (measured) => measured && document.documentElement.setAttribute('data-speed-measured', ''),
    () => undefined,
  );
}

/**
 * What the shell measures of a visit, started once the page is quiet (the table's `measurement` row), its code
 * loaded then: real-user speed for the page's sample, the tag containers (which load nothing without consent), and
 * the check for a lost user, still ten seconds after the page started.
 */
export function startMeasurement({ page, storage, session }: MeasurementOptions) {
  measureSpeed(page, session);
  loadTagContainers();
  if (storage && session) {
    watchLostUser({
      storage,
      session,
      send: (body) => api.post('/metric/lost-user', body),
      width: () => window.innerWidth,
      delayMs: Math.max(0, LOST_USER_DELAY_MS - performance.now()),
    });
  }
}
