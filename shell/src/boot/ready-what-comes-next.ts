import { loadHttpClientAhead, rehearseQueries } from '@apteka/api-client';
import { whenIdle } from '@apteka/ui';
import { loadLinkedRemotesAhead } from '../federation/linked-remotes-ahead';
import type { RemoteLoader } from '../federation/remote-loader';
import { loadTagContainers } from '../behaviours/tag-containers';
import { rehearseRendering } from './rehearse-rendering';

/** The longest a page that is never idle waits for what comes next. */
const IDLE_TIMEOUT_MS = 3000;

export interface WhatComesNext {
  loader: Pick<RemoteLoader, 'load'>;
  /** the remotes' background services (the basket's keeps the header's counter true) */
  startServices: () => void;
  /** real-user speed, for the page's sample */
  measureSpeed: () => void;
}

/**
 * What a page readies once its own remote has painted, at the browser's next quiet moment: nothing of it is part of
 * the first view, and all of it is there for the shopper's first tap.
 */
export function readyWhatComesNext({ loader, startServices, measureSpeed }: WhatComesNext): void {
  whenIdle(
    () => {
      // the first tap's request (often the next page's data) then does not wait for the client's code
      loadHttpClientAhead();
      // nor does it run the remotes' query code for the first time (compiling it): that is done here
      rehearseQueries().catch(() => undefined);
      // nor, on a page the server drew, React's code for creating and removing a page's elements
      whenIdle(() => void rehearseRendering(), { timeout: IDLE_TIMEOUT_MS });
      startServices();
      // a move to another remote the page links to then waits for its data, not for its code
      void loadLinkedRemotesAhead(loader);
      measureSpeed();
      // the containers are not part of the first view either; without consent this loads nothing
      loadTagContainers();
    },
    { timeout: IDLE_TIMEOUT_MS },
  );
}
